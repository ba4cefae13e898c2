import { lazy, type ReactNode, Suspense } from 'react';
import type { ButtonProps, ModalProps } from 'react-bootstrap';

export interface ConfirmModalProps {
  title: string;
  confirmLabel: string;
  pending: boolean;
  /** The failed step's error, null while there is none. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  size?: ModalProps['size'];
  /** 'danger' for a step that cannot be undone (the default); a purchase is a primary step. */
  confirmVariant?: ButtonProps['variant'];
  'data-testid'?: string;
  children: ReactNode;
}

// Loaded when a question is asked: react-bootstrap's Modal is not worth its weight in the first
// load of the pages that may ask one (issue #20).
const ConfirmModalDialog = lazy(() => import('./confirm-modal-dialog'));

/** Asks before a step that cannot be undone; the step's error shows under the question. */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmModalDialog {...props} />
    </Suspense>
  );
}
