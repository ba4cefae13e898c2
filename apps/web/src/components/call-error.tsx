import { Button } from 'react-bootstrap';
import { useTranslation } from '../i18n/use-translation';
import { ApiError } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import { Alert } from './alert';

interface CallErrorProps {
  error: unknown;
  /** Asks again: a query's refetch. Offered only when the network or the server failed. */
  onRetry?: () => void;
  className?: string;
}

/**
 * A call that failed, in the member's language. SPEC §7's automatic retries are spent by now (or
 * the call was a change not safe to repeat by itself), so when another try may help, the member
 * gets a button for it instead of a page to reload; a refusal (4xx) would only fail again.
 */
export function CallError({ error, onRetry, className }: CallErrorProps) {
  const { t } = useTranslation();
  const worthRetrying = onRetry && (!(error instanceof ApiError) || error.retryable);
  return (
    <Alert variant="danger" className={['d-flex flex-wrap align-items-center gap-2', className].filter(Boolean).join(' ')}>
      <span className="flex-grow-1">{errorText(t, error)}</span>
      {worthRetrying && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          {t('common.try_again')}
        </Button>
      )}
    </Alert>
  );
}
