import type { CreditsOffer, DiscountCode, Order, SettingsResponse } from '@app/core';

export const offer = (fields: Partial<CreditsOffer> = {}): CreditsOffer => ({
  country: 'NL',
  currency: 'EUR',
  bundles: [
    { id: 'starter', credits: 50, amount: 1499, currency: 'EUR', highlight: null },
    { id: 'popular', credits: 275, amount: 5999, currency: 'EUR', highlight: 'popular' },
  ],
  payment_methods: ['ideal', 'creditcard', 'paypal', 'applepay', 'directdebit'],
  stored_methods: [],
  direct_debit: { available: true, blocked: false, remaining_limit: 25_000 },
  ...fields,
});

export const discountCode = (fields: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'SPRING10',
  country: null,
  user_id: null,
  expires: null,
  value_percentage: 10,
  currency: null,
  minimum_order_value: null,
  status: 'active',
  validity: 'unlimited',
  expired: false,
  paymentmethods: null,
  ...fields,
});

export const order = (fields: Partial<Order> = {}): Order => ({
  id: 41,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: null,
  bundle_id: 'popular',
  credits: 275,
  amount: 5999,
  amount_before_discount: 5999,
  currency: 'EUR',
  method: 'ideal',
  status: 'open',
  discount_code: null,
  discount_percentage: null,
  country: 'NL',
  repeat: false,
  refunded_amount: 0,
  charged_back_amount: 0,
  ...fields,
});

/** The site settings the credit pages read (prices per message, refund days). */
export const paymentSettings = {
  settings: { name: 'Test site', message_credits: 5, photo_credits: 10, gift_credits: 20, refund_days: 14, cdn_prefix: '' },
  domain_language: 'en',
} as unknown as SettingsResponse;
