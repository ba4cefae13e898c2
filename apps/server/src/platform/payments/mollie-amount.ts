/** A money amount as Mollie writes it: the currency and a decimal string with the currency's exact number of decimals. */
export interface MollieAmount {
  currency: string;
  value: string;
}

/** Decimals of a currency's minor unit (2 for EUR, 0 for JPY), as Mollie insists on exactly that many. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** 1499 EUR → { currency: 'EUR', value: '14.99' }; integer arithmetic, so no float ever rounds a cent away. */
export function toMollieAmount(minor: number, currency: string): MollieAmount {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return { currency, value: String(minor) };
  const padded = String(minor).padStart(digits + 1, '0');
  return { currency, value: `${padded.slice(0, -digits)}.${padded.slice(-digits)}` };
}

/** '14.99' EUR → 1499; null when the value does not have the currency's exact form. */
export function fromMollieAmount({ currency, value }: MollieAmount): number | null {
  const digits = minorUnitDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${digits}}$`);
  return pattern.test(value) ? Number(value.replace('.', '')) : null;
}
