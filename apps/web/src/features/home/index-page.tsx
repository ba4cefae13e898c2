import { Alert } from '../../components/alert';
import { ChatHeartFill, HeartFill, Search } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCurrentUser } from '../../hooks/use-session';
import { useOpenSignup } from '../../hooks/use-signup-modal';
import { loginPath } from '../../lib/safe-next';
import { pathFor } from '../../route-table';
import { useSettings } from '../../site/api';
import { homeNicheKeys } from './niche-copy';
import type { ServerRendered } from '../../app/page-state';

const FEATURES = [
  { key: 'search', Icon: Search },
  { key: 'swipe', Icon: HeartFill },
  { key: 'chat', Icon: ChatHeartFill },
] as const;

const STEPS = ['profile', 'like', 'chat'] as const;

/** The server renders it with the site's settings alone. */
export const handle: ServerRendered = { prefetch: async () => undefined };

/** The home page for visitors: what the site is and the way in. */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const site = settings?.name ?? '';
  const copy = homeNicheKeys(settings?.niche);
  const [searchParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  useDocumentTitle();
  return (
    <>
      {searchParams.get('reactivated') === '1' && (
        <div className="container mt-3">
          <Alert variant="success" dismissible closeLabel={t('common.close')} data-testid="reactivated">
            <span data-testid="reactivated-text">{t('home.reactivated')}</span>
            {/* The mailed link logs nobody in (a link can be planted on another site). */}
            {!user && (
              <Link className="btn btn-success btn-sm ms-3" to={loginPath(pathFor('members'))} data-testid="reactivated-login">
                {t('login.submit')}
              </Link>
            )}
          </Alert>
        </div>
      )}
      <section className="app-hero py-5">
        <div className="container py-lg-5">
          <div className="row align-items-center">
            <div className="col-lg-7">
              <p className="text-uppercase fw-semibold small mb-2">{t(copy.kicker, { site })}</p>
              <h1 className="display-5 fw-bold mb-3">{t(copy.title)}</h1>
              <p className="lead mb-4">{t('home.lead')}</p>
              <div className="d-flex flex-wrap gap-2">
                <SignupButton className="btn btn-light btn-lg text-primary fw-semibold" />
                {/* A member's first button already leads there. */}
                {!user && (
                  <Link className="btn btn-outline-light btn-lg" to={pathFor('members')}>
                    {t('home.cta_browse')}
                  </Link>
                )}
              </div>
              <p className="small mt-3 mb-0">{t('home.adults_only')}</p>
            </div>
          </div>
        </div>
      </section>

      <section className="container py-5">
        <div className="row gy-4">
          {FEATURES.map(({ key, Icon }) => (
            <div className="col-md-4" key={key}>
              <div className="card h-100 border-0 shadow-sm">
                <div className="card-body p-4">
                  <Icon className="text-primary mb-3" size={36} aria-hidden="true" />
                  <h2 className="h5 card-title">{t(`home.features.${key}.title`)}</h2>
                  <p className="card-text text-body-secondary">{t(key === 'search' ? copy.search : `home.features.${key}.text`)}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-body-tertiary py-5">
        <div className="container">
          <h2 className="h3 text-center mb-4">{t('home.steps_title')}</h2>
          <ol className="row gy-4 list-unstyled mb-4">
            {STEPS.map((step, index) => (
              <li className="col-md-4 text-center" key={step}>
                <span className="app-step-number d-inline-flex align-items-center justify-content-center rounded-circle text-bg-primary fw-bold mb-2">
                  {index + 1}
                </span>
                <p className="mb-0">{t(`home.steps.${step}`)}</p>
              </li>
            ))}
          </ol>
          <div className="text-center">
            <SignupButton className="btn btn-primary btn-lg" />
          </div>
        </div>
      </section>
    </>
  );
}

/** 'Sign up for free' opens the signup modal; a member is already in and goes to the members. */
function SignupButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const openSignup = useOpenSignup();
  if (user) {
    return (
      <Link className={className} to={pathFor('members')}>
        {t('nav.search_members')}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={openSignup} data-testid="open-signup">
      {t('home.cta_signup')}
    </button>
  );
}
