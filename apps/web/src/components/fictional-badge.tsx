import { useTranslation } from '../i18n/use-translation';
import { useSettings } from '../site/api';
import { FictionalBadge } from './fictional-badge-pill';

/** The app's badge for one profile (nothing for a real member), in the site's words for the member's language. */
export function FictionalMark({ fictional, size, className }: { fictional: boolean; size?: number; className?: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!fictional || !settings) return null;
  return (
    <FictionalBadge
      label={settings.fictional_singular || t('members.fictional')}
      icon={settings.fictional_icon}
      title={settings.fictional_warning}
      size={size}
      className={className}
    />
  );
}

/** The site's plural word for fictional profiles on the badge they carry: what a text about them refers to. */
export function FictionalPluralBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!settings) return null;
  return (
    <FictionalBadge
      label={settings.fictional_plural || t('members.fictional_plural')}
      icon={settings.fictional_icon}
      title={settings.fictional_warning}
      className={className}
    />
  );
}

/** Above a list holding fictional profiles: the site's plural word for them beside the badge they carry. */
export function FictionalLegend({ shown }: { shown: boolean }) {
  const settings = useSettings();
  if (!shown || !settings) return null;
  return (
    <p className="small text-body-secondary mb-2" data-testid="fictional-legend">
      <FictionalPluralBadge className="me-2" />
      {settings.fictional_warning}
    </p>
  );
}
