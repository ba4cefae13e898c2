import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { useTranslation } from 'react-i18next';
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

/** One alert in the dock: icon, title and text (the title alone on a phone), its action, and a close button. */
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
      {/* The action stays beside the title while there is room, and wraps under it on a narrow phone. */}
      <div className="d-flex gap-2 gap-md-3 align-items-center">
        <span className="flex-shrink-0" aria-hidden="true">
          {icon}
        </span>
        <div className="flex-grow-1 d-flex flex-wrap gap-2 gap-md-3 align-items-center">
          <div className="flex-grow-1">
            <strong className="d-block">{title}</strong>
            <div className="app-alert-text">{children}</div>
            {note}
          </div>
          {action && <div className="flex-shrink-0">{action}</div>}
        </div>
      </div>
    </Alert>
  );
}
