import type { ReactNode } from 'react';
import { useHydrated, useLander } from '../lander-context';
import { signupTarget, visitTracking } from '../signup-target';

interface SignupCtaProps {
  /** The button's own words; the signup label otherwise. */
  children?: ReactNode;
  className?: string;
  size?: 'lg' | 'md';
  /** Runs before the browser leaves for the signup (to keep what the visitor typed). */
  onNavigate?: () => void;
}

/**
 * The lander's call to action: a plain link into the app's signup (a full page load: the signup is
 * part of the app, not of the lander bundle). A closed signup shows why instead of a dead button.
 */
export function SignupCta({ children, className = '', size = 'lg', onNavigate }: SignupCtaProps) {
  const { data, t } = useLander();
  const hydrated = useHydrated();
  // The visit's tracking is in the browser's session storage: the server renders without it.
  const target = signupTarget(data, hydrated ? visitTracking() : undefined);
  if ('closed' in target) {
    return (
      <p className="lander-closed alert alert-light mb-0" role="status" data-testid="lander-signups-closed">
        {t(`lander.cta.${target.closed}`)}
      </p>
    );
  }
  const label = target.label === 'enter_site' ? t('lander.cta.enter_site', { site: data.site.name }) : (children ?? t('lander.cta.signup'));
  return (
    <a
      className={`btn btn-primary lander-cta ${size === 'lg' ? 'btn-lg' : ''} ${className}`}
      href={target.href}
      onClick={onNavigate}
      data-testid="lander-cta"
    >
      {label}
    </a>
  );
}
