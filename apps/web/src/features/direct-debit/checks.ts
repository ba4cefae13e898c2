/**
 * What /directdebit checks before sending, loaded as the member starts on the details (the form's
 * first focus): the contract's schemas with zod, the IBAN rules (ibantools) and the phone numbers'
 * metadata (libphonenumber, ~32 kB gzip) are not part of the page's first load (issue #20).
 */
import { type CountryCode, DirectDebitBody, mobileNumber, sepaIban } from '@app/core';
import { type FieldErrors, formErrorsOf } from '../../lib/form-errors';
import type { DirectDebitDetails } from './details';

export { DirectDebitConfirmBody } from '@app/core';

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
