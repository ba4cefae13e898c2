import { useTranslation } from '../i18n/use-translation';
import { useResendActivation } from '../hooks/use-resend-activation';
import { errorText } from '../lib/error-text';
import { PendingButton } from './pending-button';
import { WholeWords } from './whole-words';

/** 'Send the e-mail again' for the activation mail, then what came of it. */
export function ResendActivation({ variant = 'outline-primary' }: { variant?: string }) {
  const { t } = useTranslation();
  const resend = useResendActivation();
  if (resend.isSuccess) {
    return (
      <p className="text-success mb-0" role="status">
        {t('activation.resent')}
      </p>
    );
  }
  return (
    <div>
      <PendingButton
        type="button"
        variant={variant}
        pending={resend.isPending}
        onClick={() => resend.mutate()}
        data-testid="resend-activation"
      >
        <WholeWords text={t('activation.resend')} />
      </PendingButton>
      {resend.isError && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {errorText(t, resend.error)}
        </p>
      )}
    </div>
  );
}
