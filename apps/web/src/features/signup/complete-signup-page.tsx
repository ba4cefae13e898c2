import { EnvelopeCheck } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { CardPage } from '../../components/card-page';
import { ResendActivation } from '../../components/resend-activation';
import { MemberOnly } from '../../components/route-guards';
import { useCurrentUser } from '../../hooks/use-session';
import { pathFor } from '../../route-table';

/** The flow's 'complete' state (SPEC §4): the account exists, the e-mail address waits for its link. */
export function Component() {
  const { t } = useTranslation();
  return (
    <MemberOnly>
      <CardPage title={t('signup.complete.title')} icon={<EnvelopeCheck size={44} />}>
        <CompleteSignup />
      </CardPage>
    </MemberOnly>
  );
}

function CompleteSignup() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      {user.status === 'not_confirmed' ? (
        <>
          <p className="lead" data-testid="complete-signup-email">
            {t('signup.complete.text', { email: user.email })}
          </p>
          <p className="text-body-secondary">{t('activation.spam_hint')}</p>
          <div className="mb-4">
            <ResendActivation />
          </div>
        </>
      ) : (
        <p className="lead">{t('signup.complete.confirmed')}</p>
      )}
      {/* The reminder shows as a modal on a phone right after signup (SPEC §4 api_signup_complete). */}
      <Link className="btn btn-primary" to={`${pathFor('signup-matches')}?api_signup_complete=1`}>
        {t('common.continue')}
      </Link>
    </>
  );
}
