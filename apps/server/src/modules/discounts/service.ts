import {
  type AdminDiscountCode,
  type CreateDiscountBody,
  type Currency,
  type DiscountCode,
  type DiscountUsesResponse,
  type UpdateDiscountBody,
  type DiscountCodeQuery,
  discountMisfit,
  type DiscountUse,
  TIME_BONUS,
  type SiteConfig,
} from '@app/core';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import { pricedBundle } from '../credits/bundles';
import { loadPayer, type Payer } from '../credits/payer';
import { discountCodeView } from './code-view';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import {
  codeHeld,
  codeHolders,
  type DiscountRow,
  type DiscountWithUses,
  findCode,
  findCodeWithUses,
  insertCode,
  listCodes,
  lockCode,
  ordersWithCode,
  setCodeStatus,
  siteExists,
} from './repo';

function adminView(row: DiscountWithUses): AdminDiscountCode {
  return {
    id: row.id,
    site_id: row.siteId,
    code: row.code,
    value_percentage: row.valuePercentage,
    currency: row.currency as Currency | null,
    country: row.country,
    minimum_order_value: row.minimumOrderValue,
    validity: row.validity,
    max_uses: row.maxUses,
    user_id: row.userId,
    status: row.status,
    expires_at: row.expiresAt?.toISOString() ?? null,
    payment_methods: row.paymentMethods,
    created_at: row.createdAt.toISOString(),
    uses: row.uses,
  };
}

const codeNotFound = () => new AppError('code_not_found', 404, 'Code not found');
const codeRefused = (code: 'code_expired' | 'code_already_used' | 'code_wrong_country' | 'code_method_not_allowed', message: string) =>
  new AppError(code, 422, message);

/**
 * A once-per-user code held by this member's order, a once code held by anybody's, or a code of N
 * uses held by N orders, is used.
 */
async function assertNotHeld(db: Db, code: DiscountRow, userId: number): Promise<void> {
  if (
    (code.validity === 'once_per_user' && (await codeHeld(db, code.id, userId))) ||
    (code.validity === 'once' && (await codeHeld(db, code.id))) ||
    (code.validity === 'limited' && (await codeHolders(db, code.id)) >= code.maxUses!)
  ) {
    throw codeRefused('code_already_used', 'Code already used');
  }
}

/**
 * Discount codes (SPEC §3, §5) and the welcome time bonus (SPEC §4, §9). `validate` is the one
 * implementation of the rules: the code check at checkout and the payment itself both use it.
 */
export class DiscountService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** The code's row when this member may use it for this purchase; otherwise the reason it is refused. */
  async validate(payer: Payer, text: string, use: DiscountUse = {}): Promise<DiscountRow> {
    const code = await findCode(this.db, payer.siteId, text.toUpperCase());
    // A member's personal code does not exist for anybody else.
    if (!code || (code.userId !== null && code.userId !== payer.userId)) throw codeNotFound();

    const expiresAt = this.expiresAt(code, payer);
    const timeBonusOver = code.code === TIME_BONUS.code && payer.paidUser;
    if (code.status !== 'active' || timeBonusOver || (expiresAt !== null && expiresAt <= this.now())) {
      throw codeRefused('code_expired', 'Code expired');
    }
    await assertNotHeld(this.db, code, payer.userId);
    if ((code.country !== null && code.country !== payer.country) || (code.currency !== null && code.currency !== payer.currency)) {
      throw codeRefused('code_wrong_country', 'This code is not valid in your country.');
    }
    const misfit = discountMisfit(this.view(code, payer), use);
    if (misfit === 'code_minimum_order') {
      // In minor units like every amount of the API; the checkout shows it as money in the member's locale.
      throw new AppError('code_minimum_order', 422, 'Your order is below the minimum order value of this code.', undefined, {
        amount: code.minimumOrderValue!,
        currency: payer.currency,
      });
    }
    if (misfit === 'code_method_not_allowed') {
      throw codeRefused('code_method_not_allowed', 'This code is not valid with this payment method.');
    }
    return code;
  }

  /**
   * In the transaction that inserts the order: the order takes the code, so a second order made
   * at the same moment, in this process or another, finds it held. The code's row lock makes the
   * check and the insert one step; `validate` before it only spares the lock for refused codes.
   */
  async reserve(tx: Tx, code: DiscountRow, userId: number): Promise<void> {
    if (code.validity === 'unlimited') return;
    await lockCode(tx, code.id);
    await assertNotHeld(tx, code, userId);
  }

  /** GET /api/discountcode.php?code=…: the code as SPEC §3 shows it, when the member may use it. */
  async check(config: SiteConfig, userId: number, query: DiscountCodeQuery): Promise<DiscountCode> {
    const payer = await loadPayer(this.db, userId);
    const bundle = query.bundle_id === undefined ? undefined : pricedBundle(config, query.bundle_id, payer.currency);
    const code = await this.validate(payer, query.code ?? '', { bundle, method: query.method });
    return this.view(code, payer);
  }

  /**
   * GET /api/discountcode.php?welcome=true: the welcome time bonus of a non-paid member within the
   * window after signup who has not used it; null for everyone else. Asked on every member's page
   * load, so "no bonus" is an answer, not an error.
   */
  async welcome(userId: number | null): Promise<DiscountCode | null> {
    if (userId === null) return null;
    const payer = await loadPayer(this.db, userId);
    try {
      return this.view(await this.validate(payer, TIME_BONUS.code), payer);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  /** The back office's list of a site's codes (or every site's), each with how many orders hold it. */
  async list(siteId: number | null): Promise<AdminDiscountCode[]> {
    return (await listCodes(this.db, siteId)).map(adminView);
  }

  async create(staff: StaffMember, body: CreateDiscountBody): Promise<AdminDiscountCode> {
    if (!(await siteExists(this.db, body.site_id))) throw invalidField('site_id', 'no such site');
    return this.db.transaction(async (tx) => {
      const row = await insertCode(tx, {
        siteId: body.site_id,
        code: body.code,
        valuePercentage: body.value_percentage,
        currency: body.currency,
        country: body.country,
        minimumOrderValue: body.minimum_order_value,
        validity: body.validity,
        maxUses: body.max_uses,
        expiresAt: body.expires_at === null ? null : new Date(body.expires_at),
        paymentMethods: body.payment_methods,
      });
      if (!row) throw invalidField('code', 'this site has a code of this name');
      const after = adminView({ ...row, uses: 0 });
      await recordAudit(tx, staff, {
        action: 'discount.create',
        subjectType: 'discount_code',
        subjectId: row.id,
        siteId: row.siteId,
        after,
        reason: body.reason,
      });
      return after;
    });
  }

  /** Switches a code off or on; orders that hold it keep it. */
  async setStatus(staff: StaffMember, id: number, { status, reason }: UpdateDiscountBody): Promise<AdminDiscountCode> {
    return this.db.transaction(async (tx) => {
      const before = await findCodeWithUses(tx, id);
      if (!before) throw notFound('Discount code');
      await setCodeStatus(tx, id, status);
      const after = adminView({ ...before, status });
      await recordAudit(tx, staff, {
        action: 'discount.status',
        subjectType: 'discount_code',
        subjectId: id,
        siteId: before.siteId,
        before: { status: before.status },
        after: { status },
        reason,
      });
      return after;
    });
  }

  /** A code with every order that took it (those that failed too). */
  async uses(id: number): Promise<DiscountUsesResponse> {
    const code = await findCodeWithUses(this.db, id);
    if (!code) throw notFound('Discount code');
    const orders = await ordersWithCode(this.db, id);
    return {
      code: adminView(code),
      uses: orders.map((order) => ({
        order_id: order.id,
        user_id: order.userId,
        status: order.status,
        amount: order.amount,
        currency: order.currency as Currency,
        created_at: order.createdAt.toISOString(),
      })),
    };
  }

  /** The time bonus runs out a fixed time after each member's signup; other codes at their own date. */
  private expiresAt(code: DiscountRow, payer: Payer): Date | null {
    if (code.code !== TIME_BONUS.code) return code.expiresAt;
    return new Date(payer.signedUpAt.getTime() + TIME_BONUS.windowSeconds * 1000);
  }

  /** Only valid codes are shown, so `expired` is false; the time bonus is personal to the member. */
  private view(code: DiscountRow, payer: Payer): DiscountCode {
    const view = discountCodeView(code, { expiresAt: this.expiresAt(code, payer), expired: false });
    if (code.code !== TIME_BONUS.code) return view;
    return { ...view, country: payer.country, user_id: payer.userId, currency: payer.currency };
  }
}
