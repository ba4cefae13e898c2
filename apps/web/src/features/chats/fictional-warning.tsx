import { Button } from 'react-bootstrap';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import { FictionalMark } from '../../components/fictional-badge';
import { errorText } from '../../lib/error-text';
import { useSettings } from '../../site/api';
import { useConfirmFictionalWarning } from './api';

/**
 * SPEC §1: before the first paid message to a fictional profile the member reads the site's
 * warning, in their language, and confirms it; the server refuses such messages until then.
 */
export function FictionalWarning({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const confirm = useConfirmFictionalWarning();
  return (
    <Alert variant="info" className="mb-0" data-testid="chat-fictional-warning">
      <h2 className="h6 d-flex flex-wrap align-items-center gap-2 alert-heading">
        <FictionalMark fictional />
        {t('chats.fictional_warning_title')}
      </h2>
      <p>{settings?.fictional_warning}</p>
      {confirm.isError && <p className="text-danger small">{errorText(t, confirm.error)}</p>}
      <Button variant="primary" disabled={confirm.isPending} onClick={() => confirm.mutate(undefined, { onSuccess: onConfirmed })} data-testid="fictional-warning-confirm">
        {t('chats.fictional_warning_confirm')}
      </Button>
    </Alert>
  );
}
