import { type ReactNode, useEffect, useState } from 'react';
import { CloseButton } from 'react-bootstrap';

/** Bootstrap's fade (`$transition-fade`, .15 s). */
const FADE_MS = 150;

interface AlertProps {
  variant: string;
  dismissible?: boolean;
  /** Called by the close button; the alert also fades out by itself, as react-bootstrap's does. */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
  role?: string;
  'data-testid'?: string;
  children?: ReactNode;
}

/**
 * Bootstrap's alert with react-bootstrap's markup and behaviour as the app uses it (shown when
 * rendered, closed by its button): without react-bootstrap's uncontrolled state and transition
 * library, which every page with an alert carried (issue #20).
 */
export function Alert({ variant, dismissible, onClose, closeLabel = 'Close alert', className, role = 'alert', children, ...rest }: AlertProps) {
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosed(true), FADE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  if (closed) return null;
  const classes = ['fade', className, 'alert', `alert-${variant}`, dismissible && 'alert-dismissible', !closing && 'show'];
  return (
    <div role={role} data-testid={rest['data-testid']} className={classes.filter(Boolean).join(' ')}>
      {dismissible && (
        <CloseButton
          onClick={() => {
            onClose?.();
            setClosing(true);
          }}
          aria-label={closeLabel}
        />
      )}
      {children}
    </div>
  );
}
