import { describe, expect, it } from 'vitest';
import { discountedAmount, pricePerMessage } from './payment-values';

describe('price per message', () => {
  it('shares the bundle price among the messages its credits pay for', () => {
    // 100 credits for €14.99 at 5 credits a message: 20 messages, €0.75 each.
    expect(pricePerMessage(1499, 100, 5)).toBe(75);
    expect(pricePerMessage(1000, 50, 5)).toBe(100);
  });

  it('follows a discounted price', () => {
    expect(pricePerMessage(discountedAmount(1499, 25), 100, 5)).toBe(56);
  });

  it('rounds to the nearest minor unit', () => {
    expect(pricePerMessage(999, 30, 5)).toBe(167);
  });
});
