import { randomInt, randomUUID } from 'node:crypto';
import {
  type CreatePaymentResponse,
  type DirectDebitBody,
  type DirectDebitConfirmBody,
  type DirectDebitStarted,
  maskIban,
  maskPhone,
  mobileNumber,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  sepaIban,
} from '@app/core';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directDebitVerifications, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { addMs, type Clock, HOUR_MS } from '../../platform/clock';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import { hashToken } from '../../platform/secure-token';
import { renderSms } from '../../platform/mail/render-mail';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { pricedBundle } from '../payments/bundles';
import { loadPayer } from '../payments/payer';
import { saveStoredMethod } from '../payments/repo';
import type { PaymentService } from '../payments/service';
import type { SiteRow } from '../site/repo';

/** SMS cost money and reach a stranger's phone when the number is mistyped: a few per hour will do. */
const SMS_PER_HOUR = 5;

type Verification = typeof directDebitVerifications.$inferSelect;

export interface DirectDebitDeps {
  db: Db;
  now: Clock;
  provider: PaymentProvider;
  payments: PaymentService;
  sms: SmsSender;
}

const codeInvalid = () => new AppError('sms_code_invalid', 422, 'Code invalid');

/** The code's hash, salted with its verification so equal codes do not give equal rows. */
const codeHash = (verificationId: string, code: string) => hashToken(`${verificationId}:${code}`);

/**
 * SEPA direct debit (SPEC §5, §8): the form's details wait server-side for the SMS code that
 * proves the member holds the phone; the right code creates the mandate and the first debit.
 */
export class DirectDebitService {
  constructor(private readonly deps: DirectDebitDeps) {}

  /** POST /api/directdebit.php: checks the form and sends the SMS code. */
  async start(site: SiteRow, userId: number, body: DirectDebitBody): Promise<DirectDebitStarted> {
    const { db, now, payments } = this.deps;
    const payer = await loadPayer(db, userId);
    await payments.assertDirectDebit(payer, pricedBundle(site.config, body.bundle_id, payer.currency));
    const iban = sepaIban(body.iban);
    const mobile = mobileNumber(body.mobile, payer.country);
    if (!iban || !mobile) {
      const fields = { ...(iban ? {} : { iban: 'invalid_iban' }), ...(mobile ? {} : { mobile: 'invalid_phone' }) };
      throw new AppError('validation_failed', 400, 'The request is not valid.', fields);
    }

    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = now();
    await db.transaction(async (tx) => {
      // The member's row as a lock: concurrent requests count one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [sent] = await tx
        .select({ n: count() })
        .from(directDebitVerifications)
        .where(and(eq(directDebitVerifications.userId, userId), gte(directDebitVerifications.createdAt, addMs(at, -HOUR_MS))));
      if (sent!.n >= SMS_PER_HOUR) {
        throw new AppError('too_many_requests', 429, 'Too many codes requested, please try again later.');
      }
      await tx.insert(directDebitVerifications).values({
        id,
        userId,
        bundleId: body.bundle_id,
        accountHolder: body.account_holder,
        iban,
        address: { street: body.street, house_number: body.house_number, postal_code: body.postal_code, city: body.city },
        mobile,
        codeHash: codeHash(id, code),
        expiresAt: addMs(at, SMS_CODE_TTL_SECONDS * 1000),
        createdAt: at,
      });
    });
    const text = renderSms('direct_debit_code', payer.language, { site: site.name, code, minutes: SMS_CODE_TTL_SECONDS / 60 });
    try {
      await this.deps.sms.send(mobile, text);
    } catch (error) {
      // A code that never arrived must not count against the member's hourly allowance.
      await db.delete(directDebitVerifications).where(eq(directDebitVerifications.id, id));
      throw error;
    }
    return { verification_id: id, phone_hint: maskPhone(mobile) };
  }

  /** POST /api/directdebit-confirm.php: the right code makes the mandate and the first (pending) debit. */
  async confirm(site: SiteRow, userId: number, body: DirectDebitConfirmBody): Promise<CreatePaymentResponse> {
    const { db, payments, provider } = this.deps;
    const verification = await this.useCode(userId, body);
    if (!verification) throw codeInvalid();

    // The limit and the block may have changed while the SMS was on its way.
    const payer = await loadPayer(db, userId);
    const bundle = pricedBundle(site.config, verification.bundleId, payer.currency);
    await payments.assertDirectDebit(payer, bundle);

    let mandate;
    let customerId;
    try {
      customerId = await payments.ensureCustomer(payer);
      mandate = await provider.createDirectDebitMandate({
        customerId,
        accountHolder: verification.accountHolder,
        iban: verification.iban,
        signatureDate: this.deps.now().toISOString().slice(0, 10),
        mandateReference: `M${userId}-${verification.id.slice(0, 8).toUpperCase()}`,
      });
    } catch (error) {
      // Nothing was set up: the same code may be tried again once the provider is back.
      await db.update(directDebitVerifications).set({ usedAt: null }).where(eq(directDebitVerifications.id, verification.id));
      throw error;
    }
    const stored = await saveStoredMethod(db, {
      userId,
      provider: provider.name,
      providerCustomerId: customerId,
      providerMandateId: mandate.id,
      method: 'directdebit',
      label: mandate.label || maskIban(verification.iban),
      holder: mandate.holder ?? verification.accountHolder,
    });
    const order = await payments.chargeStored({ site, payer, bundle, stored, repeat: false });
    return { order, checkout_url: null };
  }

  /**
   * Every try counts, right or wrong; the verification is used by the right code within its time
   * and attempts. Answers it then, null otherwise.
   */
  private async useCode(userId: number, { verification_id: id, code }: DirectDebitConfirmBody): Promise<Verification | null> {
    const at = this.deps.now();
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(directDebitVerifications)
        .where(and(eq(directDebitVerifications.id, id), eq(directDebitVerifications.userId, userId)))
        .for('update');
      if (!row || row.usedAt || row.expiresAt <= at || row.attempts >= SMS_CODE_MAX_ATTEMPTS) return null;
      const right = row.codeHash === codeHash(row.id, code);
      await tx
        .update(directDebitVerifications)
        .set({ attempts: row.attempts + 1, usedAt: right ? at : null })
        .where(eq(directDebitVerifications.id, id));
      return right ? row : null;
    });
  }
}
