import { Robot } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../site/api';

/** Marks a fictional profile where the site shows the icon (SPEC §1, settings fictional_icon). */
export function FictionalIcon({ fictional, size = 16 }: { fictional: boolean; size?: number }) {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!fictional || !settings?.fictional_icon) return null;
  const label = settings.fictional_singular || t('members.fictional');
  return (
    <span className="app-fictional-icon text-info d-inline-flex" title={label} data-testid="fictional-icon">
      <Robot size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
