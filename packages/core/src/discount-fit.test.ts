import { describe, expect, it } from 'vitest';
import type { PricedBundle } from './api/payments';
import { discountMisfit } from './discount-fit';

const bundle: PricedBundle = { id: 'popular', credits: 100, amount: 4999, currency: 'EUR', highlight: null };
const open = { currency: null, minimum_order_value: null, paymentmethods: null };

describe('discount fit (SPEC §3, §5)', () => {
  it('fits any use when the code sets no limits', () => {
    expect(discountMisfit(open, {})).toBeNull();
    expect(discountMisfit(open, { bundle, method: 'ideal' })).toBeNull();
  });

  it('needs the minimum order, reached exactly or more', () => {
    expect(discountMisfit({ ...open, minimum_order_value: 5000 }, { bundle })).toBe('code_minimum_order');
    expect(discountMisfit({ ...open, minimum_order_value: 4999 }, { bundle })).toBeNull();
    expect(discountMisfit({ ...open, currency: 'EUR', minimum_order_value: 5000 }, { bundle })).toBe('code_minimum_order');
  });

  it('compares the minimum order only in its own currency', () => {
    expect(discountMisfit({ ...open, currency: 'CHF', minimum_order_value: 5000 }, { bundle })).toBeNull();
  });

  it('needs one of its payment methods', () => {
    const idealOnly = { ...open, paymentmethods: ['ideal' as const] };
    expect(discountMisfit(idealOnly, { bundle, method: 'ideal' })).toBeNull();
    expect(discountMisfit(idealOnly, { bundle, method: 'creditcard' })).toBe('code_method_not_allowed');
  });

  it('checks only the parts of the use that are given', () => {
    const limited = { currency: null, minimum_order_value: 99_999, paymentmethods: ['ideal' as const] };
    expect(discountMisfit(limited, {})).toBeNull();
    expect(discountMisfit(limited, { method: 'creditcard' })).toBe('code_method_not_allowed');
    expect(discountMisfit(limited, { bundle })).toBe('code_minimum_order');
  });

  it('tells the minimum order first when both limits are broken', () => {
    const limited = { currency: null, minimum_order_value: 99_999, paymentmethods: ['ideal' as const] };
    expect(discountMisfit(limited, { bundle, method: 'creditcard' })).toBe('code_minimum_order');
  });
});
