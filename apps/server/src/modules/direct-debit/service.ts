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
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { addMs, type Clock, HOUR_MS } from '../../platform/clock';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import { hashToken } from '../../platform/secure-token';
import { renderSms } from '../../platform/mail/render-mail';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { pricedBundle } from '../credits/bundles';
import { loadPayer } from '../credits/payer';
import { lockMember } from '../members/member-lock';
import type { PaymentService } from '../payments/service';
import type { SiteRow } from '../site/site-row';
import {
  countCodesSince,
  deleteVerification,
  insertVerification,
  lockVerification,
  recordAttempt,
  reopenVerification,
  type Verification,
} from './repo';

/** SMS cost money and reach a stranger's phone when the number is mistyped: a few per hour will do. */
const SMS_PER_HOUR = 5;

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
    await payments.assertDirectDebit(site, payer, pricedBundle(site.config, body.bundle_id, payer.currency));
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
      await lockMember(tx, userId);
      if ((await countCodesSince(tx, userId, addMs(at, -HOUR_MS))) >= SMS_PER_HOUR) {
        throw new AppError('too_many_requests', 429, 'Too many codes requested, please try again later.');
      }
      await insertVerification(tx, {
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
      await deleteVerification(db, id);
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
    await payments.assertDirectDebit(site, payer, bundle);

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
      await reopenVerification(db, verification.id);
      throw error;
    }
    const stored = await payments.keepStoredMethod({
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
      const row = await lockVerification(tx, id, userId);
      if (!row || row.usedAt || row.expiresAt <= at || row.attempts >= SMS_CODE_MAX_ATTEMPTS) return null;
      const right = row.codeHash === codeHash(row.id, code);
      await recordAttempt(tx, id, row.attempts + 1, right ? at : null);
      return right ? row : null;
    });
  }
}
