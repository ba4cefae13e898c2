import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { PaymentProvider, ProviderChargeback, ProviderPayment, ProviderRefund } from '../../platform/payments/payment-provider';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { recordDebt } from '../credits/debts';
import { changeCredits } from '../credits/ledger';
import { lockMember } from '../members/member-lock';
import { flagForReview } from '../members/review-flags';
import { queuePaymentMail } from './receipts';
import {
  afterSaleTotals,
  chargebackKnown,
  findRefund,
  findRefundByKey,
  findRefundByProvider,
  hasPaidOrderLeft,
  insertChargeback,
  insertRefund,
  listRefunds,
  lockOrder,
  type RefundRow,
  RETURNED_REFUND_REASON,
  setPaidUser,
  UNDONE_REFUND_STATUSES,
  unusedCredits,
  updateRefund,
} from './repo';

export interface AfterSaleDeps {
  db: Db;
  now: Clock;
  provider: PaymentProvider;
  realtime: RealtimeBus;
  /** Wakes the job runner for the refund mail. */
  jobs: { wake(): void };
  log: FastifyBaseLogger;
}

const undone = (status: RefundRow['status']) => (UNDONE_REFUND_STATUSES as readonly string[]).includes(status);

/**
 * What happens to a paid order's money after the sale, as the provider tells it: refunds (ours
 * and those made at its dashboard) and chargebacks take the purchase's credits back through the
 * ledger, and premium ends with the last paid order. Each change is applied once, under the
 * order's lock, however often and in whatever order the provider's webhook and our own request
 * report it.
 */
export class AfterSale {
  constructor(private readonly deps: AfterSaleDeps) {}

  /**
   * Called on every webhook of a paid order: Mollie calls it after refunds and chargebacks too,
   * with the status still paid, so the payment's links say whether there is anything to read.
   */
  async sync(orderId: number, payment: ProviderPayment): Promise<void> {
    if (payment.status !== 'paid') return;
    if (payment.hasRefunds) {
      for (const refund of await this.deps.provider.listRefunds(payment.id)) await this.syncRefund(orderId, refund);
    }
    if (payment.hasChargebacks) {
      for (const chargeback of await this.deps.provider.listChargebacks(payment.id)) {
        if (!(await chargebackKnown(this.deps.db, chargeback.id))) await this.applyChargeback(orderId, chargeback);
      }
    }
  }

  private async syncRefund(orderId: number, refund: ProviderRefund): Promise<void> {
    const { db } = this.deps;
    let row = (await findRefundByProvider(db, refund.id)) ?? (refund.refundId ? await findRefund(db, refund.refundId) : undefined);
    if (row && row.orderId !== orderId) return;
    // Made at the provider's dashboard: the shop learns of it here and takes the credits back as for its own.
    row ??= await this.recordProviderRefund(orderId, refund);
    if (!row.appliedAt) await this.apply(orderId, row.id, refund);
    else if (row.status !== refund.status) await this.changeStatus(orderId, row.id, refund);
  }

  private async recordProviderRefund(orderId: number, refund: ProviderRefund): Promise<RefundRow> {
    const key = `provider:${refund.id}`;
    return this.deps.db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      return (
        (await findRefundByKey(tx, orderId, key)) ??
        insertRefund(tx, {
          orderId,
          amount: refund.amount,
          status: refund.status,
          providerRefundId: refund.id,
          idempotencyKey: key,
          reason: 'Refunded at the payment provider',
          createdAt: refund.createdAt,
        })
      );
    });
  }

  /**
   * A refund the provider accepted: the credits of its share of the price come back off the
   * member's balance, never more than this purchase still has unused, then premium is checked
   * and the member mailed. Answers the refund as it stands.
   */
  async apply(orderId: number, refundId: number, answer: ProviderRefund): Promise<RefundRow> {
    const { db, now } = this.deps;
    const result = await db.transaction(async (tx) => {
      const order = (await lockOrder(tx, orderId))!;
      const member = await lockMember(tx, order.userId);
      const row = (await findRefund(tx, refundId))!;
      if (row.appliedAt) return { row, applied: false };
      let credits = 0;
      if (!undone(answer.status)) {
        // Shares of the price add up over partial refunds, so rounding never drifts.
        const applied = (await listRefunds(tx, orderId)).filter((refund) => refund.appliedAt && !undone(refund.status));
        const before = applied.reduce((sum, refund) => sum + refund.amount, 0);
        const creditsBefore = applied.reduce((sum, refund) => sum + (refund.credits ?? 0), 0);
        const share = Math.round((order.credits * (before + row.amount)) / order.amount) - creditsBefore;
        credits = Math.max(0, Math.min(share, await unusedCredits(tx, order)));
      }
      if (credits > 0) await changeCredits(tx, order.userId, -credits, 'refund', `refund:${row.id}`);
      const at = now();
      const changes = { status: answer.status, providerRefundId: answer.id, credits, appliedAt: at };
      await updateRefund(tx, row.id, changes);
      const premiumRemoved = member?.paidUser === true && !(await hasPaidOrderLeft(tx, order.userId));
      if (premiumRemoved) await setPaidUser(tx, order.userId, false);
      if (!undone(answer.status)) await queuePaymentMail(tx, { kind: 'refund', refundId: row.id, premiumRemoved }, at);
      return { row: { ...row, ...changes }, applied: true, userId: order.userId };
    });
    if (result.applied) this.changed(result.userId!);
    return result.row;
  }

  /** A refund that failed or was canceled after it was applied: its credits go back, and with them premium. */
  private async changeStatus(orderId: number, refundId: number, answer: ProviderRefund): Promise<void> {
    const returnedTo = await this.deps.db.transaction(async (tx) => {
      const order = (await lockOrder(tx, orderId))!;
      const member = await lockMember(tx, order.userId);
      const row = (await findRefund(tx, refundId))!;
      if (row.status === answer.status) return null;
      await updateRefund(tx, row.id, { status: answer.status });
      if (!undone(answer.status) || undone(row.status)) return null;
      if (row.credits) await changeCredits(tx, order.userId, row.credits, RETURNED_REFUND_REASON, `refund-returned:${row.id}`);
      if (member?.paidUser === false && (await hasPaidOrderLeft(tx, order.userId))) await setPaidUser(tx, order.userId, true);
      return order.userId;
    });
    if (returnedTo !== null) this.changed(returnedTo);
  }

  /**
   * The payer's bank took (part of) the money back: the credits of that share go, from the balance
   * as far as it holds, the rest as a debt the next purchase pays first; staff are asked to look
   * at the member; premium ends with the last paid order.
   */
  private async applyChargeback(orderId: number, chargeback: ProviderChargeback): Promise<void> {
    const { db } = this.deps;
    const userId = await db.transaction(async (tx) => {
      const order = (await lockOrder(tx, orderId))!;
      const member = await lockMember(tx, order.userId);
      if (!member || (await chargebackKnown(tx, chargeback.id))) return null;
      const totals = await afterSaleTotals(tx, order.id);
      const held = order.credits - totals.refundedCredits - totals.chargedBackCredits;
      const share = Math.round((order.credits * (totals.chargedBack + chargeback.amount)) / order.amount) - totals.chargedBackCredits;
      const owed = Math.max(0, Math.min(share, held));
      const balance = member.credits;
      const taken = Math.min(owed, balance);
      const row = await insertChargeback(tx, {
        orderId,
        providerChargebackId: chargeback.id,
        amount: chargeback.amount,
        credits: taken,
        debtCredits: owed - taken,
        reason: chargeback.reason,
        chargedBackAt: chargeback.createdAt,
        reversedAt: chargeback.reversedAt,
      });
      if (taken > 0) await changeCredits(tx, order.userId, -taken, 'chargeback', `chargeback:${row.id}`);
      await recordDebt(tx, order.userId, owed - taken, `chargeback:${row.id}`);
      await flagForReview(tx, {
        userId: order.userId,
        siteId: order.siteId,
        reason: 'chargeback',
        orderId,
        source: `chargeback:${row.id}`,
      });
      if (member.paidUser && !(await hasPaidOrderLeft(tx, order.userId))) await setPaidUser(tx, order.userId, false);
      return order.userId;
    });
    if (userId !== null) this.changed(userId);
    this.deps.log.warn({ orderId, chargebackId: chargeback.id }, 'chargeback recorded');
  }

  /** After the commit, so the member's open pages reload the new balance. */
  private changed(userId: number): void {
    this.deps.realtime.publish([userId], { type: 'user' });
    this.deps.jobs.wake();
  }
}
