import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
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
  onDismiss: () => void;
}

/** One alert below the navigation: icon, title and text, its action, and a close button. */
export function SiteAlert({ name, variant, icon, title, children, action, onDismiss }: SiteAlertProps) {
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
      {/* The icon stays beside the text; on a phone the action goes under it, not in a narrow column. */}
      <div className="d-flex gap-3 align-items-start align-items-md-center">
        <span className="flex-shrink-0" aria-hidden="true">
          {icon}
        </span>
        <div className="flex-grow-1 d-flex flex-column flex-md-row gap-2 gap-md-3 align-items-start align-items-md-center">
          <div className="flex-grow-1">
            <strong className="d-block">{title}</strong>
            {children}
          </div>
          {action && <div className="flex-shrink-0">{action}</div>}
        </div>
      </div>
    </Alert>
  );
}
