import type { ReactNode } from 'react';
import { Button, type ButtonProps, Spinner } from 'react-bootstrap';

/**
 * A button that starts a request (a form's submit button unless told otherwise): disabled with a
 * spinner while the request runs, so it is not sent twice.
 */
export function PendingButton({ pending, children, ...button }: ButtonProps & { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" {...button} disabled={pending || button.disabled} aria-busy={pending}>
      {pending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
