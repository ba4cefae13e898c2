import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from '../../i18n/use-translation';
import { ConfirmModal } from '../../components/confirm-modal';
import type { SpendKind } from './spend-asks';

/**
 * "Send this gift for 20 credits?" before a one-tap spend, with "don't ask again"; `onConfirm`
 * learns whether to stop asking.
 */
export function SpendConfirm({
  kind,
  credits,
  onConfirm,
  onClose,
}: {
  kind: SpendKind;
  credits: number;
  onConfirm: (stopAsking: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [stopAsking, setStopAsking] = useState(false);
  const price = t('chats.cost_hint_credits', { count: credits });
  return (
    <ConfirmModal
      title={kind === 'gift' ? t('chats.confirm_gift', { credits: price }) : t('chats.confirm_photo', { credits: price })}
      confirmLabel={t('chats.send')}
      confirmVariant="primary"
      pending={false}
      error={null}
      onConfirm={() => onConfirm(stopAsking)}
      onClose={onClose}
      data-testid="spend-confirm"
    >
      <Form.Check
        id="spend-confirm-stop-asking"
        className="mb-0"
        label={t('chats.dont_ask_again')}
        checked={stopAsking}
        onChange={(event) => setStopAsking(event.target.checked)}
        data-testid="spend-stop-asking"
      />
    </ConfirmModal>
  );
}
