import type { Gift } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Spinner } from 'react-bootstrap';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import { photoSrc } from '../../lib/photos';
import { useSettings } from '../../site/api';
import { giftsQuery } from './api';
import { TitledModal } from '../../components/titled-modal';
import { CallError } from '../../components/call-error';

/** A gift's name in the member's language; a gift added on the server before its name here is called by its id. */
export const giftName = (t: TFunction, id: string) => t(`chats.gift_names.${id}`, { defaultValue: id });

/** The gifts to choose from, with what a gift costs; each button says which gift at what price. */
export function GiftPicker({ onHide, onPick }: { onHide: () => void; onPick: (gift: Gift) => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const gifts = useQuery(giftsQuery);
  return (
    <TitledModal show onHide={onHide} centered data-testid="gift-picker" title={t('chats.gifts_title')}>
      <Modal.Body>
        {settings && <p className="small text-body-secondary">{t('chats.gift_cost', { count: settings.gift_credits })}</p>}
        {gifts.isPending && <Spinner animation="border" variant="secondary" />}
        {gifts.isError && <CallError error={gifts.error} onRetry={() => void gifts.refetch()} />}
        {gifts.data && (
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            {gifts.data.gifts.map((gift) => (
              <Button
                key={gift.id}
                variant="outline-secondary"
                className="app-gift-tile p-2"
                onClick={() => onPick(gift)}
                aria-label={t('chats.gift_label', { name: giftName(t, gift.id), credits: t('chats.cost_hint_credits', { count: gift.credits }) })}
                data-testid="gift"
                data-gift-id={gift.id}
              >
                <img src={photoSrc(gift.image_url, settings?.cdn_prefix)} alt="" />
              </Button>
            ))}
          </div>
        )}
      </Modal.Body>
    </TitledModal>
  );
}
