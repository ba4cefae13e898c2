import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';

/**
 * A form the app validates itself (with the contract's schemas, then the server's answer): the
 * browser's own validation is off, and an error that belongs to no field shows on top.
 */
export function AppForm({
  onSubmit,
  error,
  className,
  children,
}: {
  onSubmit: () => void;
  error?: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {error && <Alert variant="danger">{error}</Alert>}
      {children}
    </form>
  );
}
