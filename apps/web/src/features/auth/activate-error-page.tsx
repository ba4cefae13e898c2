import { ERROR_CODES, type MemberErrorCode } from '@app/core';
import { ExclamationOctagon } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CardPage } from '../../components/card-page';
import { PageLoading } from '../../components/page-loading';
import { ResendActivation } from '../../components/resend-activation';
import { useCurrentUser } from '../../hooks/use-session';
import { loginPath } from '../../lib/safe-next';
import { pathFor } from '../../route-table';

const isErrorCode = (value: string | null): value is MemberErrorCode => ERROR_CODES.includes(value as MemberErrorCode);

/** Where a failed activation link lands (?reason=link_invalid): ask for a new mail. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const reason = searchParams.get('reason');
  return (
    <CardPage title={t('activation.error_title')} icon={<ExclamationOctagon size={44} />}>
      <p className="lead" data-testid="activation-error">
        {t(`errors.${isErrorCode(reason) ? reason : 'link_invalid'}`)}
      </p>
      <NextStep />
    </CardPage>
  );
}

function NextStep() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading />;
  if (!user) {
    return (
      <Link className="btn btn-primary" to={loginPath(`${location.pathname}${location.search}`)}>
        {t('activation.login_to_resend')}
      </Link>
    );
  }
  if (user.status !== 'not_confirmed') {
    return (
      <>
        <p>{t('activation.already_confirmed')}</p>
        <Link className="btn btn-primary" to={pathFor('members')}>
          {t('activation.done_continue')}
        </Link>
      </>
    );
  }
  return <ResendActivation variant="primary" />;
}
