import { z } from 'zod';
import { Id, IdParam } from '../ids';
import { Currency, DiscountCodeText, DiscountValidity, PaymentMethod, PaymentStatus } from '../payments';
import { CountryCode } from '../regions';
import { Reason } from './staff';

const DiscountStatus = z.enum(['active', 'inactive']);

/**
 * A code members type at checkout, as its form edits it. The minimum order is in minor units of
 * `currency`, or of the member's currency when the code has none.
 */
const DiscountCodeFields = z.object({
  site_id: Id,
  code: DiscountCodeText.pipe(z.string().regex(/^[A-Z0-9_-]+$/, 'letters, digits, - and _ only')),
  value_percentage: z.number().int().min(1, 'between 1 and 100').max(100, 'between 1 and 100'),
  currency: Currency.nullable(),
  country: CountryCode.nullable(),
  minimum_order_value: z.number().int().positive('more than 0').nullable(),
  validity: DiscountValidity,
  /** How many orders in total may use a `limited` code; null for every other validity. */
  max_uses: z.number().int().min(1, 'at least 1').nullable(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  /** Null: every method. */
  payment_methods: z.array(PaymentMethod).min(1, 'at least one method, or none chosen for all').nullable(),
});

function usesFitValidity(body: { validity: DiscountValidity; max_uses: number | null }, context: z.RefinementCtx): void {
  if ((body.validity === 'limited') !== (body.max_uses !== null)) {
    context.addIssue({
      code: 'custom',
      path: ['max_uses'],
      message: body.validity === 'limited' ? 'required for a code of N uses' : 'only for a code of N uses',
    });
  }
}

export const DiscountCodeDraft = DiscountCodeFields.superRefine(usesFitValidity);
export type DiscountCodeDraft = z.infer<typeof DiscountCodeDraft>;

/** POST /api/admin/discount-codes: a new code, and why. */
export const CreateDiscountBody = DiscountCodeFields.extend({ reason: Reason }).superRefine(usesFitValidity);
export type CreateDiscountBody = z.infer<typeof CreateDiscountBody>;

/** A code as the back office lists it, with how many orders hold it (paid, or open and reserving it). */
export const AdminDiscountCode = z.object({
  id: Id,
  site_id: Id,
  code: z.string(),
  value_percentage: z.number().int(),
  currency: Currency.nullable(),
  country: CountryCode.nullable(),
  minimum_order_value: z.number().int().nullable(),
  validity: DiscountValidity,
  max_uses: z.number().int().nullable(),
  /** A member's personal code (the welcome time bonus is one code for all, checked per member). */
  user_id: Id.nullable(),
  status: DiscountStatus,
  expires_at: z.iso.datetime().nullable(),
  payment_methods: z.array(PaymentMethod).nullable(),
  created_at: z.iso.datetime(),
  uses: z.number().int(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCode>;

export const AdminDiscountsQuery = z.object({ siteId: IdParam.optional() });
export type AdminDiscountsQuery = z.infer<typeof AdminDiscountsQuery>;

export const AdminDiscountsResponse = z.object({ codes: z.array(AdminDiscountCode) });
export type AdminDiscountsResponse = z.infer<typeof AdminDiscountsResponse>;

export const AdminDiscountResponse = z.object({ code: AdminDiscountCode });
export type AdminDiscountResponse = z.infer<typeof AdminDiscountResponse>;

export const DiscountIdParams = z.object({ codeId: IdParam });
export type DiscountIdParams = z.infer<typeof DiscountIdParams>;

/** PATCH /api/admin/discount-codes/{id}: switch a code off (or on again); its uses stay. */
export const UpdateDiscountBody = z.object({ status: DiscountStatus, reason: Reason });
export type UpdateDiscountBody = z.infer<typeof UpdateDiscountBody>;

/** One order that took the code. */
export const DiscountCodeUse = z.object({
  order_id: Id,
  /** Null once the member deleted their account: the order stays for the books, without them. */
  user_id: Id.nullable(),
  status: PaymentStatus,
  amount: z.number().int(),
  currency: Currency,
  created_at: z.iso.datetime(),
});
export type DiscountCodeUse = z.infer<typeof DiscountCodeUse>;

export const DiscountUsesResponse = z.object({ code: AdminDiscountCode, uses: z.array(DiscountCodeUse) });
export type DiscountUsesResponse = z.infer<typeof DiscountUsesResponse>;
