import {
  type DiscountCode,
  type DiscountCodeQuery,
  discountMisfit,
  type DiscountUse,
  TIME_BONUS,
  type SiteConfig,
} from '@app/core';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import { pricedBundle } from '../credits/bundles';
import { loadPayer, type Payer } from '../credits/payer';
import { discountCodeView } from './code-view';
import { codeHeld, type DiscountRow, findCode, lockCode } from './repo';

const codeNotFound = () => new AppError('code_not_found', 404, 'Code not found');
const codeRefused = (code: 'code_expired' | 'code_already_used' | 'code_wrong_country' | 'code_method_not_allowed', message: string) =>
  new AppError(code, 422, message);

/** A once-per-user code held by this member's order, or a once code held by anybody's, is used. */
async function assertNotHeld(db: Db, code: DiscountRow, userId: number): Promise<void> {
  if (
    (code.validity === 'once_per_user' && (await codeHeld(db, code.id, userId))) ||
    (code.validity === 'once' && (await codeHeld(db, code.id)))
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
