import { Button } from 'react-bootstrap';
import { ArrowLeft, Phone } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { AppForm } from '../../components/app-form';
import { FormField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import type { FieldErrors } from '../../lib/form-errors';

interface CodeStepProps {
  phoneHint: string;
  code: string;
  onCodeChange: (code: string) => void;
  onConfirm: () => void;
  onResend: () => void;
  onBack: () => void;
  confirming: boolean;
  resending: boolean;
  /** Set after a resend went out, so the member knows a new code is on its way. */
  resent: boolean;
  fields: FieldErrors;
  formError: string | undefined;
  amount: string;
}

/** Step 2: the six-digit code from the SMS confirms the mandate and the payment. */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslation();
  const { phoneHint, code, fields, amount } = props;
  return (
    <AppForm onSubmit={props.onConfirm} error={props.formError}>
      <div className="text-center mb-4">
        <span
          className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary mb-3 p-3"
          aria-hidden="true"
        >
          <Phone size={28} />
        </span>
        <h2 className="h5">{t('direct_debit.code_title')}</h2>
        <p className="text-body-secondary mb-0" data-testid="dd-code-sent">
          {t('direct_debit.code_sent', { phone: phoneHint })}
        </p>
      </div>
      <FormField
        id="dd-code"
        label={t('direct_debit.code')}
        value={code}
        onChange={(event) => props.onCodeChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={fields.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        placeholder="••••••"
        className="form-control-lg text-center font-monospace fs-3"
        style={{ letterSpacing: '0.5em' }}
        autoFocus
        required
      />
      {props.resent && (
        <p className="small text-success" role="status" data-testid="dd-code-resent">
          {t('direct_debit.code_resent')}
        </p>
      )}
      <PendingButton pending={props.confirming} size="lg" className="w-100" data-testid="dd-confirm">
        {t('direct_debit.confirm', { amount })}
      </PendingButton>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <Button variant="link" className="px-0 text-body-secondary" onClick={props.onBack}>
          <ArrowLeft className="me-1" aria-hidden="true" />
          {t('direct_debit.change_details')}
        </Button>
        <Button variant="link" className="px-0" onClick={props.onResend} disabled={props.resending} data-testid="dd-resend">
          {t('direct_debit.resend')}
        </Button>
      </div>
    </AppForm>
  );
}
