import type { ReactNode } from 'react';
import { Alert, Button, Modal, type ModalProps } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';
import { PendingButton } from './pending-button';
import { DialogHeader } from './dialog-header';

/** Asks before a step that cannot be undone; the step's error shows under the question. */
export function ConfirmModal({
  title,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
  size,
  'data-testid': testId,
  children,
}: {
  title: string;
  confirmLabel: string;
  pending: boolean;
  /** The failed step's error, null while there is none. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  size?: ModalProps['size'];
  'data-testid'?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={onClose} centered size={size} data-testid={testId}>
      <DialogHeader>{title}</DialogHeader>
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
        <PendingButton type="button" variant="danger" pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </PendingButton>
      </Modal.Footer>
    </Modal>
  );
}
