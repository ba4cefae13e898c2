import { ICEBREAKER_KEYS } from '@app/core';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from '../../i18n/use-translation';
import { TitledModal } from '../../components/titled-modal';

/** SPEC §2 icebreaker modal: suggested first messages that fill the composer. */
export function IcebreakerModal({ show, name, onHide, onPick }: { show: boolean; name: string; onHide: () => void; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <TitledModal show={show} onHide={onHide} centered data-testid="icebreaker-modal" title={t('chats.icebreaker_title', { name })}>
      <Modal.Body>
        <p className="small text-body-secondary">{t('chats.icebreaker_text')}</p>
        <div className="d-grid gap-2">
          {ICEBREAKER_KEYS.map((key) => (
            <Button key={key} variant="outline-secondary" className="text-start" onClick={() => onPick(t(`icebreakers.${key}`))} data-testid="icebreaker">
              {t(`icebreakers.${key}`)}
            </Button>
          ))}
        </div>
      </Modal.Body>
    </TitledModal>
  );
}
