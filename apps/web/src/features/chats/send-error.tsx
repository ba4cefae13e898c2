import { Alert } from '../../components/alert';
import { ConversationLimit } from '../../components/conversation-limit';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { pathFor } from '../../route-table';

/** Why a send was refused, with the way out where there is one (SPEC §6, §8). */
export function SendError({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === 'not_enough_credits') {
    return (
      <Alert variant="warning" dismissible onClose={onClose} className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="not-enough-credits">
        <span className="flex-grow-1">{t('errors.not_enough_credits')}</span>
        <Link className="btn btn-primary btn-sm" to={pathFor('credits')}>
          {t('chats.buy_credits')}
        </Link>
      </Alert>
    );
  }
  if (error instanceof ApiError && error.code === 'conversation_limit_reached') {
    return (
      <Alert variant="light" dismissible onClose={onClose} className="mb-2 border" data-testid="conversation-limit-refused">
        <ConversationLimit compact />
      </Alert>
    );
  }
  return (
    <Alert variant="danger" dismissible onClose={onClose} className="mb-2" data-testid="send-error">
      {errorText(t, error)}
    </Alert>
  );
}
