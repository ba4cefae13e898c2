import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PatchCheck } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { CardPage } from '../../components/card-page';
import { PageLoading } from '../../components/page-loading';
import { useCurrentUser } from '../../hooks/use-session';
import { loginPath } from '../../lib/safe-next';
import { userQuery } from '../../lib/session';
import { pathFor } from '../../route-table';

/** Where the activation link lands once the e-mail address is confirmed. */
export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The member's status changed on the server: fetch it, so the activation reminder goes away.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
  }, [queryClient]);
  return (
    <CardPage title={t('activation.done_title')} icon={<PatchCheck size={44} />}>
      <p className="lead">{t('activation.done_text')}</p>
      <NextStep />
    </CardPage>
  );
}

/** The link logs nobody in (a link can be planted), so a browser other than the signup's logs in here. */
function NextStep() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading />;
  return user ? (
    <Link className="btn btn-primary" to={pathFor('members')}>
      {t('activation.done_continue')}
    </Link>
  ) : (
    <Link className="btn btn-primary" to={loginPath(pathFor('members'))}>
      {t('login.submit')}
    </Link>
  );
}
