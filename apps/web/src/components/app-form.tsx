import type { ReactNode } from 'react';
import { Alert } from './alert';

/**
 * A form the app validates itself (with the contract's schemas, then the server's answer): the
 * browser's own validation is off, and an error that belongs to no field shows on top. A form whose
 * schemas load on demand starts loading them as the member starts on it (its first focus), so they
 * are there by the time it is sent.
 */
export function AppForm({
  onSubmit,
  prepare,
  error,
  errorTestId,
  className,
  stickyActions,
  'data-testid': testId,
  children,
}: {
  onSubmit: () => void | Promise<void>;
  /** Loads what sending the form needs, such as its schemas (features' checks.ts). */
  prepare?: () => unknown;
  error?: string | null | undefined;
  /** For the browser tests that read the form's error. */
  errorTestId?: string;
  className?: string;
  /**
   * Its buttons stick to the bottom of the screen: a field focused under them is brought up into
   * the room its scroll margin leaves (theme.scss), which the browser's own scroll on focus does
   * not keep to.
   */
  stickyActions?: boolean;
  'data-testid'?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={stickyActions ? `app-sticky-actions ${className ?? ''}`.trim() : className}
      data-testid={testId}
      onFocusCapture={prepare}
      onFocus={stickyActions ? (event) => event.target.scrollIntoView({ block: 'nearest' }) : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
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
