import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  type AdminRefund,
  type CountryCode,
  type Currency,
  type Locale,
  type RefundBody,
  type RefundOptions,
  type RefundResponse,
  type ResolveReviewFlagBody,
  type ReviewFlag,
} from '@app/core';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { type Clock, DAY_MS } from '../../platform/clock';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import { outstandingDebt } from '../credits/debts';
import { findReviewFlag, resolveReviewFlag, reviewFlagsOf, toReviewFlag } from '../members/review-flags';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import type { AfterSale } from './after-sale';
import { formatMoney } from './receipts';
import {
  type AdminOrderRecord,
  afterSaleTotals,
  findAdminOrder,
  findOrderSite,
  findReceipt,
  findRefund,
  findRefundByKey,
  findStanding,
  insertRefund,
  listAdminOrders,
  listChargebacks,
  listRefunds,
  lockOrder,
  type OrderRow,
  type RefundRow,
  statusHistory,
  unusedCredits,
  updateRefund,
} from './repo';

export interface StaffOrdersDeps {
  db: Db;
  now: Clock;
  provider: PaymentProvider;
  afterSale: AfterSale;
}

/** A second request with a key still being refunded waits this long for the first to finish. */
const WAIT_FOR_FIRST_MS = 10_000;
/** A refund left 'requested' this long (its process died before the provider answered) is sent again, with the provider key of the first try. */
const ABANDONED_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Staff copy: the admin pages are English only. */
const STAFF_LOCALE: Locale = 'en';

function toAdminOrderRow({ order, siteName, email, memberName, refunded, chargedBack, flagged }: AdminOrderRecord): AdminOrderRow {
  return {
    id: order.id,
    site_id: order.siteId,
    site_name: siteName,
    user_id: order.userId,
    email,
    member_name: memberName,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    bundle_id: order.bundleId,
    credits: order.credits,
    amount: order.amount,
    currency: order.currency as Currency,
    method: order.method,
    country: order.country as CountryCode,
    status: order.status,
    refunded_amount: refunded,
    charged_back_amount: chargedBack,
    flagged,
  };
}

function toAdminRefund(row: RefundRow, currency: string): AdminRefund {
  return {
    id: row.id,
    amount: row.amount,
    currency: currency as Currency,
    status: row.status,
    credits: row.credits,
    provider_refund_id: row.providerRefundId,
    staff_email: row.staffEmail,
    reason: row.reason,
    outside_window: row.outsideWindow,
    failure: row.failure,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The back office's orders (issue 17, money after the sale): the list, one order with all that
 * happened to it, and refunds through the provider's refund API. A refund is claimed in our
 * database first (one per request key, under the order's lock), then asked of the provider with a
 * key of its own, so a double click, a retry or a crash between the two refunds once.
 */
export class StaffOrders {
  constructor(private readonly deps: StaffOrdersDeps) {}

  async list(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
    const { page, ...filters } = query;
    const { rows, total } = await listAdminOrders(this.deps.db, filters, page, ADMIN_ORDERS_PAGE_SIZE);
    return { orders: rows.map(toAdminOrderRow), total, page, page_size: ADMIN_ORDERS_PAGE_SIZE };
  }

  async detail(orderId: number): Promise<AdminOrderDetail> {
    const { db } = this.deps;
    const record = await findAdminOrder(db, orderId);
    if (!record) throw notFound('Order');
    const { order, email, memberName } = record;
    // A deleted member's order is kept for the books only: no member to show, nothing to refund here.
    const owner = order.userId !== null && email !== null ? { order: { ...order, userId: order.userId }, email } : null;
    const [history, refunds, chargebacks, receipt, member, options] = await Promise.all([
      statusHistory(db, orderId),
      listRefunds(db, orderId),
      listChargebacks(db, orderId),
      findReceipt(db, orderId),
      owner && this.member(db, owner.order.userId, owner.email, memberName),
      owner && this.refundOptions(db, owner.order),
    ]);
    return {
      order: {
        ...toAdminOrderRow(record),
        amount_before_discount: order.amountBeforeDiscount,
        discount_code: order.discountCode,
        discount_percentage: order.discountPercentage,
        provider: order.provider,
        provider_payment_id: order.providerPaymentId,
        repeat: order.repeat,
      },
      member,
      history: history.map(({ status, at }) => ({ status, at: at.toISOString() })),
      receipt: receipt
        ? {
            vat_rate: receipt.vatRate,
            vat_amount: receipt.vatAmount,
            seller: {
              name: receipt.seller.name,
              address_lines: receipt.seller.addressLines,
              kvk: receipt.seller.kvk,
              vat_number: receipt.seller.vatNumber,
              tradenames: receipt.seller.tradenames,
            },
            issued_at: receipt.issuedAt.toISOString(),
          }
        : null,
      refunds: refunds.map((row) => toAdminRefund(row, order.currency)),
      chargebacks: chargebacks.map((row) => ({
        id: row.id,
        provider_chargeback_id: row.providerChargebackId,
        amount: row.amount,
        currency: order.currency as Currency,
        credits: row.credits,
        debt_credits: row.debtCredits,
        reason: row.reason,
        charged_back_at: row.chargedBackAt.toISOString(),
      })),
      refund_options: options,
    };
  }

  private async member(db: Db, userId: number, email: string, name: string | null): Promise<AdminOrderDetail['member']> {
    const [flags, debt, account] = await Promise.all([reviewFlagsOf(db, userId), outstandingDebt(db, userId), findStanding(db, userId)]);
    return {
      id: userId,
      email,
      name,
      credits: account?.credits ?? 0,
      paid_user: account?.paidUser ?? false,
      debt_credits: debt,
      review_flags: flags.map(toReviewFlag),
    };
  }

  /**
   * What may be refunded now: a paid, credited order with money left at the provider; the window
   * is refund_days from payment; the policy's amount is the unused credits' share of the price.
   */
  private async refundOptions(db: Db, order: OrderRow): Promise<RefundOptions | null> {
    if (order.status !== 'paid' || !order.paidAt || !order.creditedAt || !order.providerPaymentId) return null;
    const totals = await afterSaleTotals(db, order.id);
    const remaining = order.amount - totals.refunded - totals.chargedBack;
    if (remaining <= 0) return null;
    const site = await findOrderSite(db, order.siteId);
    const days = site.config.refund_days;
    const windowEndsAt = new Date(order.paidAt.getTime() + days * DAY_MS);
    const unused = await unusedCredits(db, order);
    return {
      refund_days: days,
      window_ends_at: windowEndsAt.toISOString(),
      within_window: this.deps.now() <= windowEndsAt,
      remaining_amount: remaining,
      unused_credits: unused,
      suggested_amount: Math.min(remaining, Math.round((order.amount * unused) / order.credits)),
    };
  }

  /** POST /api/admin/orders/:id/refunds. */
  async refund(staff: StaffMember, orderId: number, body: RefundBody): Promise<RefundResponse> {
    const { db, now } = this.deps;
    const claim = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('Order');
      const earlier = await findRefundByKey(tx, orderId, body.idempotency_key);
      if (earlier) return { order, row: earlier, fresh: false };
      const options = await this.refundOptions(tx, order);
      if (!options) {
        throw new AppError('refund_not_possible', 422, 'Only a paid order with money left to refund can be refunded.');
      }
      if (!options.within_window && staff.role !== 'admin') {
        throw new AppError(
          'refund_window_passed',
          403,
          `This order was paid more than ${options.refund_days} days ago, outside the site's refund period; only an admin can refund it now.`,
          undefined,
          { days: options.refund_days },
        );
      }
      if (body.amount > options.remaining_amount) {
        const most = formatMoney(options.remaining_amount, order.currency, STAFF_LOCALE);
        throw new AppError('validation_failed', 400, `At most ${most} of this order can still be refunded.`, { amount: 'too_large' });
      }
      const row = await insertRefund(tx, {
        orderId,
        amount: body.amount,
        status: 'requested',
        idempotencyKey: body.idempotency_key,
        staffId: staff.staffId,
        staffEmail: staff.email,
        reason: body.reason,
        outsideWindow: !options.within_window,
        createdAt: now(),
      });
      await recordAudit(tx, staff, {
        action: 'order.refund',
        subjectType: 'order',
        subjectId: orderId,
        siteId: order.siteId,
        before: { remaining_amount: options.remaining_amount, unused_credits: options.unused_credits },
        after: { refund_id: row.id, amount: body.amount, currency: order.currency, outside_window: !options.within_window },
        reason: body.reason,
      });
      return { order, row, fresh: true };
    });
    let row = claim.fresh ? claim.row : await this.waitForFirst(claim.row);
    let applied = claim.fresh;
    if (row.status === 'requested') {
      row = await this.submit(claim.order, row);
      applied = true;
    }
    return { refund: toAdminRefund(row, claim.order.currency), applied };
  }

  /** The same key again while the first request still talks to the provider: its answer is this one's. */
  private async waitForFirst(first: RefundRow): Promise<RefundRow> {
    let row = first;
    const until = Date.now() + WAIT_FOR_FIRST_MS;
    while (row.status === 'requested' && Date.now() < until && this.deps.now().getTime() - row.createdAt.getTime() < ABANDONED_MS) {
      await sleep(100);
      row = (await findRefund(this.deps.db, row.id))!;
    }
    return row;
  }

  /**
   * Asks the provider for the claimed refund. When that fails the refund is marked failed, so it
   * holds none of the order's money; should the provider have made it after all (an answer lost
   * on the way), its webhook names our refund and applies it then.
   */
  private async submit(order: OrderRow, row: RefundRow): Promise<RefundRow> {
    const { provider, afterSale } = this.deps;
    let answer;
    try {
      answer = await provider.createRefund({
        paymentId: order.providerPaymentId!,
        amount: row.amount,
        currency: order.currency as Currency,
        description: `Refund of order ${order.id}`,
        refundId: row.id,
        idempotencyKey: `refund-${row.id}`,
      });
    } catch (error) {
      const failure = error instanceof AppError ? error.message : 'The payment provider could not be reached.';
      await updateRefund(this.deps.db, row.id, { status: 'failed', failure });
      throw error;
    }
    return afterSale.apply(order.id, row.id, answer);
  }

  async reviewFlags(userId: number): Promise<ReviewFlag[]> {
    return (await reviewFlagsOf(this.deps.db, userId)).map(toReviewFlag);
  }

  /** POST /api/admin/review-flags/:id/resolve: staff looked at the member and say what they found. */
  async resolveReviewFlag(staff: StaffMember, flagId: number, body: ResolveReviewFlagBody): Promise<ReviewFlag> {
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      const flag = await findReviewFlag(tx, flagId);
      if (!flag) throw notFound('Review flag');
      const resolved = await resolveReviewFlag(tx, flagId, { staffId: staff.staffId, text: body.resolution, at: now() });
      if (!resolved) return toReviewFlag(flag);
      await recordAudit(tx, staff, {
        action: 'member.review_flag.resolve',
        subjectType: 'member',
        subjectId: flag.userId,
        siteId: flag.siteId,
        before: { flag_id: flag.id, resolved: false },
        after: { flag_id: flag.id, resolved: true },
        reason: body.resolution,
      });
      return toReviewFlag(resolved);
    });
  }
}
