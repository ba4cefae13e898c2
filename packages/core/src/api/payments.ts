import { z } from 'zod';
import { Id, IdParam } from './ids';
import { CURRENCIES } from '../payment-values';
import { CountryCode } from './regions';

export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

const CURRENCY_BY_COUNTRY: Partial<Record<string, Currency>> = {
  CH: 'CHF',
  LI: 'CHF',
  GB: 'GBP',
  PL: 'PLN',
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  US: 'USD',
};

/** The currency a member pays in: their country's, euro for the euro area and everywhere else. */
export function currencyFor(country: CountryCode): Currency {
  return CURRENCY_BY_COUNTRY[country] ?? 'EUR';
}

/** SPEC §9: every payment method the product offers. Card brands (Dankort, Carte Bancaire, Maestro, Nexi) are cards to the provider. */
export const PAYMENT_METHODS = [
  'ideal',
  'bancontact',
  'creditcard',
  'maestro',
  'cartebancaire',
  'dankort',
  'nexi',
  'paypal',
  'applepay',
  'sofort',
  'giropay',
  'eps',
  'przelewy24',
  'blik',
  'swish',
  'mobilepay',
  'vipps',
  'twint',
  'satispay',
  'paysafecard',
  'banktransfer',
  'directdebit',
] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * SPEC §9's "which methods are visible in which country", kept as data: the local favourites first,
 * then the methods that work everywhere. A country not listed gets DEFAULT_PAYMENT_METHODS.
 */
export const PAYMENT_METHODS_BY_COUNTRY: Record<string, readonly PaymentMethod[]> = {
  NL: ['ideal', 'creditcard', 'paypal', 'applepay', 'directdebit', 'banktransfer', 'paysafecard'],
  BE: ['bancontact', 'creditcard', 'maestro', 'paypal', 'applepay', 'directdebit', 'banktransfer', 'paysafecard'],
  DE: ['creditcard', 'paypal', 'sofort', 'giropay', 'applepay', 'directdebit', 'banktransfer', 'paysafecard'],
  AT: ['eps', 'creditcard', 'paypal', 'sofort', 'applepay', 'directdebit', 'banktransfer', 'paysafecard'],
  CH: ['twint', 'creditcard', 'paypal', 'applepay', 'banktransfer', 'paysafecard'],
  FR: ['cartebancaire', 'creditcard', 'paypal', 'applepay', 'directdebit', 'banktransfer', 'paysafecard'],
  IT: ['satispay', 'nexi', 'creditcard', 'paypal', 'applepay', 'directdebit', 'banktransfer', 'paysafecard'],
  ES: ['creditcard', 'paypal', 'applepay', 'directdebit', 'banktransfer', 'paysafecard'],
  FI: ['creditcard', 'paypal', 'applepay', 'directdebit', 'banktransfer'],
  IE: ['creditcard', 'paypal', 'applepay', 'directdebit', 'banktransfer'],
  LU: ['creditcard', 'paypal', 'applepay', 'directdebit', 'banktransfer'],
  DK: ['mobilepay', 'dankort', 'creditcard', 'paypal', 'applepay', 'banktransfer'],
  NO: ['vipps', 'creditcard', 'paypal', 'applepay', 'banktransfer'],
  SE: ['swish', 'creditcard', 'paypal', 'applepay', 'banktransfer'],
  PL: ['blik', 'przelewy24', 'creditcard', 'paypal', 'applepay', 'banktransfer'],
  GB: ['creditcard', 'paypal', 'applepay', 'banktransfer', 'paysafecard'],
};
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = ['creditcard', 'paypal', 'applepay', 'banktransfer'];

/** A site's own method lists for some countries (site settings `payment_methods`); the rest keep ours. */
export const PaymentMethodsByCountry = z.partialRecord(CountryCode, z.array(PaymentMethod).min(1, 'at least one method'));
export type PaymentMethodsByCountry = z.infer<typeof PaymentMethodsByCountry>;

export function paymentMethodsFor(country: CountryCode, siteMethods: PaymentMethodsByCountry = {}): readonly PaymentMethod[] {
  return siteMethods[country] ?? PAYMENT_METHODS_BY_COUNTRY[country] ?? DEFAULT_PAYMENT_METHODS;
}

/** Methods a payment can be repeated with later, without the payer (a card or a SEPA mandate). */
export const STORABLE_METHODS = ['creditcard', 'directdebit'] as const;
export const StorableMethod = z.enum(STORABLE_METHODS);
export type StorableMethod = z.infer<typeof StorableMethod>;

export const BundleHighlight = z.enum(['popular', 'best_value']);
export type BundleHighlight = z.infer<typeof BundleHighlight>;

/** A credit bundle as an operator configures it (site settings): prices per currency, minor units. */
export const CreditBundle = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  credits: z.number().int().positive(),
  prices: z.partialRecord(Currency, z.number().int().positive()),
  highlight: BundleHighlight.nullable(),
});
export type CreditBundle = z.infer<typeof CreditBundle>;

/** SPEC §9 marketing: premium members are claimed to have a 46% higher chance of a match. */
export const PREMIUM_MATCH_CHANCE_PERCENT = 46;

/** A bundle priced for one member: the amount in their currency. */
/** The bundles a site sells unless its settings list others: cheaper per credit as they grow. */
export const DEFAULT_CREDIT_BUNDLES: CreditBundle[] = [
  {
    id: 'starter',
    credits: 50,
    prices: { EUR: 1499, CHF: 1490, GBP: 1299, PLN: 6499, SEK: 16900, DKK: 11200, NOK: 17500, USD: 1599 },
    highlight: null,
  },
  {
    id: 'plus',
    credits: 125,
    prices: { EUR: 2999, CHF: 2990, GBP: 2599, PLN: 12999, SEK: 33900, DKK: 22400, NOK: 34900, USD: 3199 },
    highlight: null,
  },
  {
    id: 'popular',
    credits: 275,
    prices: { EUR: 5999, CHF: 5990, GBP: 5199, PLN: 25999, SEK: 67900, DKK: 44800, NOK: 69900, USD: 6499 },
    highlight: 'popular',
  },
  {
    id: 'best',
    credits: 600,
    prices: { EUR: 11999, CHF: 11990, GBP: 10399, PLN: 51999, SEK: 135900, DKK: 89500, NOK: 139900, USD: 12999 },
    highlight: 'best_value',
  },
];

export const PricedBundle = z.object({
  id: z.string(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: Currency,
  highlight: BundleHighlight.nullable(),
});
export type PricedBundle = z.infer<typeof PricedBundle>;

/** A card or SEPA mandate kept from an earlier payment, for /credits/repeat-order. */
export const StoredPaymentMethod = z.object({
  id: Id,
  method: StorableMethod,
  /** What the member recognises it by: '•••• 4242' or 'NL91 •••• 4300'. */
  label: z.string(),
  holder: z.string().nullable(),
});
export type StoredPaymentMethod = z.infer<typeof StoredPaymentMethod>;

/** GET /api/credits.php: the offer for the member (or, logged out, the visitor's country). */
export const CreditsQuery = z.object({ country: CountryCode.optional() });
export type CreditsQuery = z.infer<typeof CreditsQuery>;

export const CreditsOffer = z.object({
  country: CountryCode,
  currency: Currency,
  bundles: z.array(PricedBundle),
  payment_methods: z.array(PaymentMethod),
  /** Empty for visitors. */
  stored_methods: z.array(StoredPaymentMethod),
  direct_debit: z.object({
    /** Offered in this country (SEPA, euro). */
    available: z.boolean(),
    /** SPEC §8: 'Your account is blocked for direct debit payments.' */
    blocked: z.boolean(),
    /** What may still be debited in the current 30-day window, minor units of EUR. */
    remaining_limit: z.number().int(),
  }),
});
export type CreditsOffer = z.infer<typeof CreditsOffer>;

/** Provider states; SPEC §4 shows them as loading, pending, completed (paid), failed or cancelled. */
export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** One purchase of a bundle (the order overview and the receipt of /transactions/{id}). */
export const Order = z.object({
  id: Id,
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  bundle_id: z.string(),
  credits: z.number().int(),
  /** What was charged, after any discount, in minor units. */
  amount: z.number().int(),
  amount_before_discount: z.number().int(),
  currency: Currency,
  method: PaymentMethod,
  status: PaymentStatus,
  discount_code: z.string().nullable(),
  discount_percentage: z.number().int().nullable(),
  country: CountryCode,
  /** A repeat order charged a stored card or mandate without a checkout. */
  repeat: z.boolean(),
  /** Money going back to the payer, in minor units: refunds (made or on their way), and what the payer's bank charged back. */
  refunded_amount: z.number().int(),
  charged_back_amount: z.number().int(),
});
export type Order = z.infer<typeof Order>;

export const DiscountCodeText = z
  .string()
  .trim()
  .min(1, 'required')
  .max(40, 'too_long')
  .transform((code) => code.toUpperCase());

/** POST /api/payments.php: buy a bundle through the provider's checkout. */
export const CreatePaymentBody = z.object({
  bundle_id: z.string().max(40),
  method: PaymentMethod,
  discount_code: DiscountCodeText.optional(),
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBody>;

export const CreatePaymentResponse = z.object({
  order: Order,
  /** Where the browser goes to pay; null when nothing is left for the payer to do. */
  checkout_url: z.string().nullable(),
});
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponse>;

/** GET /api/payments.php: the member's orders, newest first; with ?id= one order (the return page polls it). */
export const PaymentsQuery = z.object({ id: IdParam.optional() });
export type PaymentsQuery = z.infer<typeof PaymentsQuery>;

export const OrdersResponse = z.object({ orders: z.array(Order) });
export type OrdersResponse = z.infer<typeof OrdersResponse>;

export const OrderResponse = z.object({ order: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;

/** POST /api/repeat-order.php: buy again with a stored card or mandate. */
export const RepeatOrderBody = z.object({
  bundle_id: z.string().max(40),
  stored_method_id: Id,
});
export type RepeatOrderBody = z.infer<typeof RepeatOrderBody>;

/** Direct debit (SPEC §5): every field required, IBAN and mobile number checked by library. */
export const DirectDebitBody = z.object({
  bundle_id: z.string().max(40),
  account_holder: z.string().trim().min(2, 'required').max(70, 'too_long'),
  iban: z.string().trim().min(1, 'required').max(50, 'invalid_iban'),
  street: z.string().trim().min(1, 'required').max(100, 'too_long'),
  house_number: z.string().trim().min(1, 'required').max(20, 'too_long'),
  postal_code: z.string().trim().min(1, 'required').max(20, 'too_long'),
  city: z.string().trim().min(1, 'required').max(100, 'too_long'),
  mobile: z.string().trim().min(1, 'required').max(30, 'invalid_phone'),
  authorization: z.literal(true, { error: 'authorization_required' }),
});
export type DirectDebitBody = z.infer<typeof DirectDebitBody>;

/** POST /api/directdebit.php answer: an SMS code went to the mobile number. */
export const DirectDebitStarted = z.object({
  verification_id: z.string(),
  /** The number the code went to, mostly masked: '+31 ••••••••• 78'. */
  phone_hint: z.string(),
});
export type DirectDebitStarted = z.infer<typeof DirectDebitStarted>;

/** POST /api/directdebit-confirm.php: the SMS code; a right code creates the mandate and the payment. */
export const DirectDebitConfirmBody = z.object({
  verification_id: z.string().max(100),
  code: z.string().trim().regex(/^\d{6}$/, 'code_invalid'),
});
export type DirectDebitConfirmBody = z.infer<typeof DirectDebitConfirmBody>;

/** SMS codes: six digits, valid this long, at most this many tries. */
export const SMS_CODE_TTL_SECONDS = 600;
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** SEPA direct debit per member in a rolling 30-day window, in euro cents (SPEC §8's limit). */
export const DIRECT_DEBIT_LIMIT_CENTS = 25_000;
export const DIRECT_DEBIT_WINDOW_DAYS = 30;

/** Once per member, once in total, up to the code's `max_uses` orders in total, or without limit. */
export const DiscountValidity = z.enum(['once_per_user', 'once', 'limited', 'unlimited']);
export type DiscountValidity = z.infer<typeof DiscountValidity>;

/** SPEC §3's discount code object. */
export const DiscountCode = z.object({
  code: z.string(),
  country: CountryCode.nullable(),
  user_id: Id.nullable(),
  expires: z.iso.datetime().nullable(),
  value_percentage: z.number().int().min(1).max(100),
  currency: Currency.nullable(),
  /** Minor units of `currency` (or of the member's currency when null). */
  minimum_order_value: z.number().int().nullable(),
  status: z.enum(['active', 'inactive']),
  validity: DiscountValidity,
  expired: z.boolean(),
  paymentmethods: z.array(PaymentMethod).nullable(),
});
export type DiscountCode = z.infer<typeof DiscountCode>;

/**
 * GET /api/discountcode.php: `welcome=true` asks for the member's welcome time bonus; `code` checks
 * a code typed at checkout, against `bundle_id` and `method` when given. Other keys pass through.
 */
export const DiscountCodeQuery = z.looseObject({
  welcome: z.enum(['true']).optional(),
  code: DiscountCodeText.optional(),
  bundle_id: z.string().max(40).optional(),
  method: PaymentMethod.optional(),
});
export type DiscountCodeQuery = z.infer<typeof DiscountCodeQuery>;

export const DiscountCodeResponse = z.object({ discount_code: DiscountCode });
export type DiscountCodeResponse = z.infer<typeof DiscountCodeResponse>;

/** The welcome call's answer: null when the member has no time bonus (visitors, paid members, after 4 h). */
export const WelcomeDiscountResponse = z.object({ discount_code: DiscountCode.nullable() });
export type WelcomeDiscountResponse = z.infer<typeof WelcomeDiscountResponse>;

/** The account-deletion retention offer (the company's delete_discount) as a personal code, valid this long. */
export const RETENTION_CODE_DAYS = 7;

/**
 * POST /api/retention-code.php: the member takes the retention offer and gets their personal code;
 * taking it again answers the same code.
 */
export const RetentionCodeResponse = z.object({ discount_code: DiscountCode });
export type RetentionCodeResponse = z.infer<typeof RetentionCodeResponse>;
