import { Button, Modal } from 'react-bootstrap';
import { Alert } from './alert';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../lib/error-text';
import { PendingButton } from './pending-button';
import type { ConfirmModalProps } from './confirm-modal';
import { TitledModal } from './titled-modal';

/** ConfirmModal's dialog (confirm-modal.tsx loads it when one is shown). */
export default function ConfirmModalDialog({
  title,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
  size,
  confirmVariant = 'danger',
  'data-testid': testId,
  children,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <TitledModal show onHide={onClose} centered size={size} data-testid={testId} title={title}>
      <Modal.Body>
        {children}
        {error != null && (
          <Alert variant="danger" className="mt-3 mb-0">
            {errorText(t, error)}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="link" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <PendingButton type="button" variant={confirmVariant} pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </PendingButton>
      </Modal.Footer>
    </TitledModal>
  );
}
