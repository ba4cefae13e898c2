import { z } from 'zod';
import { Id, IdParam } from '../ids';
import { Currency, PAYMENT_STATUSES, PaymentMethod, PaymentStatus } from '../payments';
import { CountryCode } from '../regions';

/** Staff read orders by payment status, or by what happened after the sale. */
export const AdminOrderState = z.enum([...PAYMENT_STATUSES, 'refunded', 'charged_back', 'flagged']);
export type AdminOrderState = z.infer<typeof AdminOrderState>;

const Day = z.iso.date();

/** GET /api/admin/orders: every filter optional; `member` is a member id or (part of) an e-mail address. */
export const AdminOrdersQuery = z.object({
  siteId: IdParam.optional(),
  status: AdminOrderState.optional(),
  method: PaymentMethod.optional(),
  country: CountryCode.optional(),
  from: Day.optional(),
  to: Day.optional(),
  member: z.string().trim().max(320).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const ADMIN_ORDERS_PAGE_SIZE = 50;

export const AdminOrderRow = z.object({
  id: Id,
  site_id: Id,
  site_name: z.string(),
  /** Null (with email and member_name) once the member deleted the account: the order stays for the books. */
  user_id: Id.nullable(),
  email: z.string().nullable(),
  member_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  bundle_id: z.string(),
  credits: z.number().int(),
  /** Minor units, after the discount. */
  amount: z.number().int(),
  currency: Currency,
  method: PaymentMethod,
  country: CountryCode,
  status: PaymentStatus,
  /** Minor units refunded (refunds not failed or canceled) and charged back. */
  refunded_amount: z.number().int(),
  charged_back_amount: z.number().int(),
  /** The member has an open review flag (after a chargeback). */
  flagged: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrdersResponse = z.object({
  orders: z.array(AdminOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>;

export const REFUND_STATUSES = ['requested', 'queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'] as const;
export const RefundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatus>;

export const AdminRefund = z.object({
  id: Id,
  amount: z.number().int(),
  currency: Currency,
  status: RefundStatus,
  /** Credits taken back from the member; null until the provider accepted the refund. */
  credits: z.number().int().nullable(),
  provider_refund_id: z.string().nullable(),
  /** Null for a refund made at the provider's dashboard. */
  staff_email: z.string().nullable(),
  reason: z.string().nullable(),
  outside_window: z.boolean(),
  failure: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

export const AdminChargeback = z.object({
  id: Id,
  provider_chargeback_id: z.string(),
  amount: z.number().int(),
  currency: Currency,
  /** Credits taken from the balance, and those it could not cover (now owed). */
  credits: z.number().int(),
  debt_credits: z.number().int(),
  reason: z.string().nullable(),
  charged_back_at: z.iso.datetime(),
});
export type AdminChargeback = z.infer<typeof AdminChargeback>;

export const ReviewFlag = z.object({
  id: Id,
  reason: z.enum(['chargeback']),
  order_id: Id.nullable(),
  created_at: z.iso.datetime(),
  resolved_at: z.iso.datetime().nullable(),
  resolution: z.string().nullable(),
});
export type ReviewFlag = z.infer<typeof ReviewFlag>;

export const ReceiptDetails = z.object({
  /** Basis points: 2100 is 21 %. */
  vat_rate: z.number().int(),
  vat_amount: z.number().int(),
  seller: z.object({
    name: z.string(),
    address_lines: z.array(z.string()),
    kvk: z.string(),
    vat_number: z.string().nullable(),
    tradenames: z.array(z.string()),
  }),
  issued_at: z.iso.datetime(),
});
export type ReceiptDetails = z.infer<typeof ReceiptDetails>;

/** What a refund of this order may be now. */
export const RefundOptions = z.object({
  refund_days: z.number().int(),
  window_ends_at: z.iso.datetime(),
  within_window: z.boolean(),
  /** Minor units still refundable at the provider. */
  remaining_amount: z.number().int(),
  /** Credits of this purchase the member has not used (oldest credits count as spent first). */
  unused_credits: z.number().int(),
  /** The return policy's refund: the unused credits' share of the price paid. */
  suggested_amount: z.number().int(),
});
export type RefundOptions = z.infer<typeof RefundOptions>;

export const AdminOrderDetail = z.object({
  order: AdminOrderRow.extend({
    amount_before_discount: z.number().int(),
    discount_code: z.string().nullable(),
    discount_percentage: z.number().int().nullable(),
    provider: z.string(),
    provider_payment_id: z.string().nullable(),
    repeat: z.boolean(),
  }),
  /** Null once the member deleted the account (the order stays for the books, without them). */
  member: z
    .object({
      id: Id,
      email: z.string(),
      name: z.string().nullable(),
      credits: z.number().int(),
      paid_user: z.boolean(),
      /** Credits owed after chargebacks; the next purchase pays them first. */
      debt_credits: z.number().int(),
      review_flags: z.array(ReviewFlag),
    })
    .nullable(),
  history: z.array(z.object({ status: PaymentStatus, at: z.iso.datetime() })),
  receipt: ReceiptDetails.nullable(),
  refunds: z.array(AdminRefund),
  chargebacks: z.array(AdminChargeback),
  /** Null when nothing can be refunded (not paid, or all of it refunded or charged back). */
  refund_options: RefundOptions.nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const OrderIdParams = z.object({ id: IdParam });
export type OrderIdParams = z.infer<typeof OrderIdParams>;

/** POST /api/admin/orders/:id/refunds: the amount in minor units; the key makes a repeat the same refund. */
export const RefundBody = z.object({
  amount: z.number().int().positive('required').max(10_000_000, 'too_large'),
  reason: z.string().trim().min(3, 'required').max(500, 'too_long'),
  idempotency_key: z.string().trim().min(8, 'invalid').max(100, 'invalid'),
});
export type RefundBody = z.infer<typeof RefundBody>;

export const RefundResponse = z.object({
  refund: AdminRefund,
  /** False when this key had been used before: nothing new was refunded. */
  applied: z.boolean(),
});
export type RefundResponse = z.infer<typeof RefundResponse>;

export const ReviewFlagParams = z.object({ id: IdParam });
export const ResolveReviewFlagBody = z.object({ resolution: z.string().trim().min(3, 'required').max(500, 'too_long') });
export type ResolveReviewFlagBody = z.infer<typeof ResolveReviewFlagBody>;

/** GET /api/admin/review-flags?userId=: a member's flags, for their page. */
export const ReviewFlagsQuery = z.object({ userId: IdParam });
export const ReviewFlagsResponse = z.object({ flags: z.array(ReviewFlag) });
export type ReviewFlagsResponse = z.infer<typeof ReviewFlagsResponse>;
