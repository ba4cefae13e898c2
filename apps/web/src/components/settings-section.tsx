import type { ReactNode } from 'react';
import { CheckCircle } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';

/** One titled card of a settings page (settings, notifications), reachable as #id. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm mb-4" id={id} aria-labelledby={`${id}-title`}>
      <div className="card-body p-4">
        <h2 className="h5 mb-3" id={`${id}-title`}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** 'Saved.' beside a form's button once its change is stored. */
export function SavedNote({ show, text }: { show: boolean; text?: string }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <span className="text-success small d-inline-flex align-items-center gap-1" role="status" data-testid="saved">
      <CheckCircle aria-hidden="true" />
      {text ?? t('settings.saved')}
    </span>
  );
}
