import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';

/**
 * A form the app validates itself (with the contract's schemas, then the server's answer): the
 * browser's own validation is off, and an error that belongs to no field shows on top.
 */
export function AppForm({
  onSubmit,
  error,
  errorTestId,
  className,
  'data-testid': testId,
  children,
}: {
  onSubmit: () => void;
  error?: string | null | undefined;
  /** For the browser tests that read the form's error. */
  errorTestId?: string;
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={className}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {error && (
        <Alert variant="danger" data-testid={errorTestId}>
          {error}
        </Alert>
      )}
      {children}
    </form>
  );
}
