import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import type { AlertName } from './alert-rules';

interface SiteAlertProps {
  name: AlertName;
  variant: 'warning' | 'info' | 'danger';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The button or link that deals with it. */
  action?: ReactNode;
  /** What went wrong with the action: shown on every screen, where the explanation may be left out. */
  note?: ReactNode;
  onDismiss: () => void;
}

/** One alert in the dock: icon, title and text (on a phone the title alone, on one line with the action), its action, and a close button. */
export function SiteAlert({ name, variant, icon, title, children, action, note, onDismiss }: SiteAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      variant={variant}
      dismissible
      onClose={onDismiss}
      closeLabel={t('common.close')}
      className="mb-2"
      data-testid={`alert-${name}`}
    >
      {/* A phone keeps the title and the action on one line; a wider screen wraps the action under its text when it must. */}
      <div className="d-flex gap-2 gap-md-3 align-items-center">
        <span className="flex-shrink-0 app-alert-icon" aria-hidden="true">
          {icon}
        </span>
        <div className="flex-grow-1 d-flex flex-nowrap flex-md-wrap gap-2 gap-md-3 align-items-center">
          <div className="flex-grow-1 app-alert-body">
            <strong className="app-alert-title">{title}</strong>
            <div className="app-alert-text">{children}</div>
            {note}
          </div>
          {action && <div className="app-alert-action">{action}</div>}
        </div>
      </div>
    </Alert>
  );
}
