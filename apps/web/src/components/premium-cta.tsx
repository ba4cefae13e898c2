import { Gem } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { pathFor } from '../route-table';

/** SPEC §6: 'This feature is only available for premium members.' and the way to premium. */
export function PremiumCta({ text, compact, className = '' }: { text?: string; compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={`app-premium-cta d-flex ${compact ? 'flex-column align-items-center text-center gap-2' : 'flex-column flex-sm-row align-items-sm-center gap-3'} ${className}`}
      data-testid="premium-cta"
    >
      <Gem className="text-primary flex-shrink-0" size={compact ? 22 : 28} aria-hidden="true" />
      <p className={`mb-0 ${compact ? 'small' : 'flex-grow-1'}`}>{text ?? t('errors.premium_required')}</p>
      <Link className={`btn btn-primary ${compact ? 'btn-sm' : ''}`} to={pathFor('premium')}>
        {t('premium_cta.button')}
      </Link>
    </div>
  );
}
