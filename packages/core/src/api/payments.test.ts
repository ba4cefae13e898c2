import { describe, expect, it } from 'vitest';
import { maskIban, maskPhone, mobileNumber, sepaIban } from '../payment-details';
import { discountedAmount } from '../payment-values';
import {
  CreatePaymentBody,
  currencyFor,
  DEFAULT_CREDIT_BUNDLES,
  DirectDebitBody,
  PAYMENT_METHODS,
  PAYMENT_METHODS_BY_COUNTRY,
  paymentMethodsFor,
} from './payments';
import { formatCountdown } from '../time-bonus';

describe('payment methods per country (SPEC §9)', () => {
  it.each([
    ['NL', 'ideal'],
    ['BE', 'bancontact'],
    ['AT', 'eps'],
    ['CH', 'twint'],
    ['FR', 'cartebancaire'],
    ['IT', 'satispay'],
    ['DK', 'mobilepay'],
    ['NO', 'vipps'],
    ['SE', 'swish'],
    ['PL', 'blik'],
  ])('offers the local favourite first in %s', (country, method) => {
    expect(paymentMethodsFor(country)[0]).toBe(method);
  });

  it('offers Przelewy24 in Poland, Dankort in Denmark, Nexi in Italy, SOFORT and Giropay in Germany', () => {
    expect(paymentMethodsFor('PL')).toContain('przelewy24');
    expect(paymentMethodsFor('DK')).toContain('dankort');
    expect(paymentMethodsFor('IT')).toContain('nexi');
    expect(paymentMethodsFor('DE')).toEqual(expect.arrayContaining(['sofort', 'giropay']));
  });

  it('offers cards, PayPal and wire transfer everywhere, also in countries it does not list', () => {
    for (const country of [...Object.keys(PAYMENT_METHODS_BY_COUNTRY), 'US', 'JP']) {
      expect(paymentMethodsFor(country)).toEqual(expect.arrayContaining(['creditcard', 'paypal', 'banktransfer']));
    }
  });

  it('offers SEPA direct debit only in euro countries', () => {
    for (const [country, methods] of Object.entries(PAYMENT_METHODS_BY_COUNTRY)) {
      if (methods.includes('directdebit')) expect(currencyFor(country)).toBe('EUR');
    }
  });

  it('uses every method of SPEC §9 somewhere', () => {
    const used = new Set(Object.values(PAYMENT_METHODS_BY_COUNTRY).flat());
    expect(PAYMENT_METHODS.filter((method) => !used.has(method))).toEqual([]);
  });
});

describe('currencies and bundles', () => {
  it('prices in the country’s currency, euro by default', () => {
    expect([currencyFor('PL'), currencyFor('SE'), currencyFor('CH'), currencyFor('NL'), currencyFor('FI')]).toEqual([
      'PLN',
      'SEK',
      'CHF',
      'EUR',
      'EUR',
    ]);
  });

  it('prices every default bundle in every currency, cheaper per credit as bundles grow', () => {
    for (const currency of ['EUR', 'CHF', 'GBP', 'PLN', 'SEK', 'DKK', 'NOK', 'USD'] as const) {
      const perCredit = DEFAULT_CREDIT_BUNDLES.map((bundle) => (bundle.prices[currency] ?? NaN) / bundle.credits);
      expect(perCredit.every(Number.isFinite)).toBe(true);
      expect([...perCredit].sort((a, b) => b - a)).toEqual(perCredit);
    }
  });

  it('rounds a discount in the payer’s favour', () => {
    expect(discountedAmount(1499, 25)).toBe(1124);
    expect(discountedAmount(1499, null)).toBe(1499);
    expect(discountedAmount(5999, 100)).toBe(0);
  });

  it('reads discount codes case-insensitively', () => {
    expect(CreatePaymentBody.parse({ bundle_id: 'starter', method: 'ideal', discount_code: ' timebonus25 ' }).discount_code).toBe(
      'TIMEBONUS25',
    );
  });
});

describe('time-bonus countdown (SPEC §4)', () => {
  it('writes hours, minutes and seconds zero-padded', () => {
    expect(formatCountdown(14_399)).toBe('03:59:59');
    expect(formatCountdown(61)).toBe('00:01:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('direct-debit details (SPEC §5)', () => {
  it('accepts a SEPA IBAN as people type it and refuses a wrong check digit or a non-SEPA country', () => {
    expect(sepaIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(sepaIban('NL92ABNA0417164300')).toBeNull();
    expect(sepaIban('BR1800360305000010009795493C1')).toBeNull();
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 •••• 4300');
  });

  it('accepts mobile numbers, local or international, and refuses fixed lines and nonsense', () => {
    expect(mobileNumber('06 12345678', 'NL')).toBe('+31612345678');
    expect(mobileNumber('+49 1512 3456789', 'NL')).toBe('+4915123456789');
    expect(mobileNumber('020 123 4567', 'NL')).toBeNull();
    expect(mobileNumber('12', 'NL')).toBeNull();
    expect(maskPhone('+31612345678')).toMatch(/^\+31 •+ 78$/);
  });

  it('requires every field and the authorization', () => {
    const result = DirectDebitBody.safeParse({ bundle_id: 'starter', authorization: false });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(
      expect.arrayContaining(['account_holder', 'iban', 'street', 'house_number', 'postal_code', 'city', 'mobile', 'authorization']),
    );
  });
});
