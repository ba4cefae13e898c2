import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PendingButton } from '../../components/pending-button';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { pathFor } from '../../route-table';
import { unsubscribeQuery, useUnsubscribe } from './api';
import { CallError } from '../../components/call-error';

/** A link's token the server does not know (4xx), as against a failure worth trying again. */
const isInvalidLink = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * /notifications?unsubscribe=<token>, the link in every notification mail: asks before switching
 * off, so a mail scanner opening the link changes nothing. Works without logging in.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const question = useQuery(unsubscribeQuery(token));
  const unsubscribe = useUnsubscribe(token);

  if (question.isPending) return <PageLoading />;
  if (question.isError || (unsubscribe.isError && isInvalidLink(unsubscribe.error))) {
    const invalid = isInvalidLink(question.error ?? unsubscribe.error);
    return (
      <Alert variant="danger" className="mb-0" data-testid="unsubscribe-invalid">
        {invalid ? t('notifications.unsubscribe.invalid') : errorText(t, question.error)}
      </Alert>
    );
  }
  const type = t(`notifications.unsubscribe.types.${question.data.type}`);
  if (unsubscribe.isSuccess) {
    return (
      <div data-testid="unsubscribe-done">
        <p className="lead">{t('notifications.unsubscribe.done', { type })}</p>
        <Link className="btn btn-outline-primary" to={pathFor('notifications')}>
          {t('notifications.unsubscribe.settings')}
        </Link>
      </div>
    );
  }
  return (
    <div data-testid="unsubscribe-question">
      <p className="lead">{t('notifications.unsubscribe.question', { type, email: question.data.email })}</p>
      {unsubscribe.isError && <CallError error={unsubscribe.error} />}
      <PendingButton type="button" pending={unsubscribe.isPending} onClick={() => unsubscribe.mutate()} data-testid="unsubscribe-confirm">
        {t('notifications.unsubscribe.confirm')}
      </PendingButton>
    </div>
  );
}
