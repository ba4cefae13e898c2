import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
// The mobile-only metadata: a number is valid only when it can receive an SMS.
import { parsePhoneNumberFromString, type CountryCode as PhoneCountry } from 'libphonenumber-js/mobile';

/**
 * The IBAN in electronic format ('NL91ABNA0417164300') when it is valid and its country takes part
 * in SEPA direct debit; null otherwise. Spaces and lower case as people type them are fine.
 */
export function sepaIban(value: string): string | null {
  const iban = electronicFormatIBAN(value);
  if (!iban || !isValidIBAN(iban)) return null;
  return isSEPACountry(iban.slice(0, 2)) ? iban : null;
}

/** 'NL91 •••• 4300': enough for the owner to recognise the account, too little to use it. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

/**
 * A mobile number in E.164 ('+31612345678'), read in the member's country when typed without a
 * country code; null when it is not a valid mobile number (fixed lines cannot receive the SMS).
 */
export function mobileNumber(value: string, country: string): string | null {
  const phone = parsePhoneNumberFromString(value, country as PhoneCountry);
  return phone?.isValid() ? phone.number : null;
}

/** '+31 6 ••• ••• 78': the SMS went here. */
export function maskPhone(e164: string): string {
  return `${e164.slice(0, 3)} ${'•'.repeat(Math.max(0, e164.length - 5))} ${e164.slice(-2)}`;
}
