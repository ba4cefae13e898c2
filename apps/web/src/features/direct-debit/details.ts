import { type CountryCode, DirectDebitBody, mobileNumber, type PricedBundle, sepaIban } from '@app/core';
import { type FieldErrors, formErrorsOf } from '../../lib/form-errors';

/** What the member types on /directdebit, kept while they move between the two steps. */
export interface DirectDebitDetails {
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  mobile: string;
  authorization: boolean;
}

export const NO_DETAILS: DirectDebitDetails = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  mobile: '',
  authorization: false,
};

/**
 * The request for POST /api/directdebit.php, or what is wrong with the details: the contract's
 * rules, then the IBAN (a SEPA account) and the mobile number (in the member's country) checked
 * the same way the server checks them, so most mistakes show before anything is sent. The IBAN
 * and number go out in their canonical form.
 */
export function directDebitRequest(
  details: DirectDebitDetails,
  bundleId: string,
  country: CountryCode,
): { body: DirectDebitBody } | { fields: FieldErrors } {
  const parsed = DirectDebitBody.safeParse({ ...details, bundle_id: bundleId });
  const fields = parsed.success ? {} : formErrorsOf(parsed.error).fields;
  const iban = sepaIban(details.iban);
  const mobile = mobileNumber(details.mobile, country);
  if (!iban) fields.iban ??= 'invalid_iban';
  if (!mobile) fields.mobile ??= 'invalid_phone';
  if (!parsed.success || !iban || !mobile) return { fields };
  return { body: { ...parsed.data, iban, mobile } };
}

/** The bundle the link asks for (?bundle=), else the one marked popular, else the first. */
export function chosenBundle(bundles: PricedBundle[], requested: string | null): PricedBundle | undefined {
  return (
    bundles.find((bundle) => bundle.id === requested) ??
    bundles.find((bundle) => bundle.highlight === 'popular') ??
    bundles[0]
  );
}
