import { type ChangeEvent, useEffect, useRef } from 'react';
import { LockFill } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { AppForm } from '../../components/app-form';
import { FormField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useCompanyInfo } from '../../site/api';
import { fieldErrorText } from '../../lib/error-text';
import type { FieldErrors } from '../../lib/form-errors';
import type { DirectDebitDetails } from './details';
import { IbanField } from './iban-field';

interface DetailsStepProps {
  details: DirectDebitDetails;
  onChange: (change: Partial<DirectDebitDetails>) => void;
  onSubmit: () => void;
  /** Loads the checks sending the details needs (checks.ts). */
  prepare: () => unknown;
  pending: boolean;
  fields: FieldErrors;
  formError: string | undefined;
  /** The offer rules direct debit out for this member (blocked, over the limit): shown, not usable. */
  disabled: boolean;
  amount: string;
}

/** Step 1: the account, the address and the mobile number, and the SEPA mandate. */
export function DetailsStep({ details, onChange, onSubmit, prepare, pending, fields, formError, disabled, amount }: DetailsStepProps) {
  const { t } = useTranslation();
  const company = useCompanyInfo();
  const form = useRef<HTMLFieldSetElement>(null);

  // After a failed check, the first field to fix gets the focus (and scrolls into view on a phone).
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fields]);
  const text = (field: keyof DirectDebitDetails) => ({
    value: details[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value }),
    error: fields[field],
    required: true,
  });
  return (
    <AppForm onSubmit={onSubmit} prepare={prepare} error={formError}>
      <fieldset disabled={disabled} data-testid="dd-details" ref={form}>
        <legend className="h6 text-uppercase text-body-secondary mb-3">{t('direct_debit.account_section')}</legend>
        <FormField id="dd-holder" label={t('direct_debit.account_holder')} autoComplete="name" {...text('account_holder')} />
        <IbanField value={details.iban} onChange={(iban) => onChange({ iban })} error={fields.iban} />

        <h3 className="h6 text-uppercase text-body-secondary mt-4 mb-3">{t('direct_debit.address_section')}</h3>
        <div className="row g-3 mb-3">
          <FormField
            id="dd-street"
            label={t('direct_debit.street')}
            autoComplete="address-line1"
            groupClassName="col-8"
            {...text('street')}
          />
          <FormField id="dd-house-number" label={t('direct_debit.house_number')} groupClassName="col-4" {...text('house_number')} />
          <FormField
            id="dd-postal-code"
            label={t('direct_debit.postal_code')}
            autoComplete="postal-code"
            groupClassName="col-5 col-sm-4"
            {...text('postal_code')}
          />
          <FormField
            id="dd-city"
            label={t('direct_debit.city')}
            autoComplete="address-level2"
            groupClassName="col-7 col-sm-8"
            {...text('city')}
          />
        </div>

        <FormField
          id="dd-mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('direct_debit.mobile')}
          hint={t('direct_debit.mobile_hint')}
          {...text('mobile')}
        />

        <div className="border rounded-3 bg-body-tertiary p-3 mt-4 mb-4">
          <div className="form-check mb-0">
            <input
              id="dd-authorization"
              type="checkbox"
              className={`form-check-input${fields.authorization ? ' is-invalid' : ''}`}
              checked={details.authorization}
              onChange={(event) => onChange({ authorization: event.target.checked })}
              aria-invalid={fields.authorization ? true : undefined}
              aria-describedby={fields.authorization ? 'dd-authorization-error' : undefined}
              required
            />
            {/* The mandate stays readable when unticked: only the message under it turns red. */}
            <label className="form-check-label small text-body" htmlFor="dd-authorization">
              {t('direct_debit.mandate', { company: company?.name ?? '…', amount })}
            </label>
            {fields.authorization && (
              <div className="invalid-feedback" id="dd-authorization-error">
                {fieldErrorText(t, fields.authorization)}
              </div>
            )}
          </div>
          {company && (
            <p className="small text-body-secondary mt-2 mb-0 ps-4" data-testid="dd-creditor">
              {t('direct_debit.creditor', { company: company.name, address: company.address.inline })}
            </p>
          )}
        </div>

        <PendingButton pending={pending} size="lg" className="w-100" data-testid="dd-submit">
          <LockFill className="me-2" aria-hidden="true" />
          {t('direct_debit.send_code')}
        </PendingButton>
      </fieldset>
    </AppForm>
  );
}
