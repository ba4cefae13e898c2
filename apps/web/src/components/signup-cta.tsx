import { PersonPlusFill } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useOpenSignup } from '../hooks/use-signup-modal';
import { loginPath } from '../lib/safe-next';

/** For a visitor where members only may go on: sign up (the modal) or log in and come back here. */
export function SignupCta({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation();
  const openSignup = useOpenSignup();
  const location = useLocation();
  return (
    <div className="card border-0 shadow-sm text-center app-signup-cta" data-testid="signup-cta">
      <div className="card-body p-4 p-md-5">
        <PersonPlusFill size={40} className="text-primary mb-3" aria-hidden="true" />
        <h2 className="h4">{title ?? t('signup_cta.title')}</h2>
        <p className="text-body-secondary mb-4">{text ?? t('signup_cta.text')}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <button type="button" className="btn btn-primary btn-lg" onClick={openSignup}>
            {t('home.cta_signup')}
          </button>
          <Link className="btn btn-outline-secondary btn-lg" to={loginPath(`${location.pathname}${location.search}`)}>
            {t('nav.login')}
          </Link>
        </div>
      </div>
    </div>
  );
}
