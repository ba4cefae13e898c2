import { isLinkToken } from '@app/core';
import { useEffect, useRef } from 'react';
import { Alert } from '../../components/alert';
import { EnvelopeAt } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { CardPage } from '../../components/card-page';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { pathFor } from '../../route-table';
import { useConfirmMailChange } from './api';

/** /mail-change/do?token=…: confirms the new address as soon as the mailed link is opened. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const rawToken = searchParams.get('token');
  const tokenValid = isLinkToken(rawToken);
  const confirm = useConfirmMailChange();
  const { mutate } = confirm;
  const sent = useRef(false);
  useEffect(() => {
    // The link works once: React's development double effect must not spend it twice.
    if (sent.current || !tokenValid || !rawToken) return;
    sent.current = true;
    mutate({ token: rawToken });
  }, [mutate, tokenValid, rawToken]);

  const failed = !tokenValid || confirm.isError;
  return (
    <CardPage title={t('routes.mail-change-do')} icon={<EnvelopeAt size={44} />}>
      {confirm.isSuccess && (
        <>
          <p className="lead" data-testid="mail-change-done">
            {confirm.data.user ? t('mail_change.done', { email: confirm.data.user.email }) : t('mail_change.done_no_session')}
          </p>
          <Link className="btn btn-primary" to={pathFor('settings')}>
            {t('nav.settings')}
          </Link>
        </>
      )}
      {failed && (
        <Alert variant="danger" className="mb-0" data-testid="mail-change-failed">
          <p>{confirm.isError ? errorText(t, confirm.error) : t('errors.link_invalid')}</p>
          {!(confirm.error instanceof ApiError && confirm.error.code === 'email_taken') && (
            <Link className="btn btn-primary" to={pathFor('settings')}>
              {t('mail_change.request_new')}
            </Link>
          )}
        </Alert>
      )}
      {!confirm.isSuccess && !failed && <PageLoading />}
    </CardPage>
  );
}
