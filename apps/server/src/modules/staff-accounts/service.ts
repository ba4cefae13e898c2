import { randomBytes } from 'node:crypto';
import type {
  CreateStaffBody,
  CreatedStaff,
  SecondFactorBody,
  StaffLoginBody,
  StaffLoginStep,
  StaffMember as StaffView,
  TotpEnrolment,
  UpdateStaffBody,
} from '@app/core';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import { newSecureToken } from '../../platform/secure-token';
import type { Lockout } from '../login/lockout';
import { recordAudit } from '../staff/audit-log';
import { STAFF_SESSION_MS, type PendingStaff, type StaffMember } from '../staff/staff-session';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../users/passwords';
import { newRecoveryCodes, normalRecoveryCode } from './recovery-codes';
import {
  advanceTotpStep,
  deleteStaffSession,
  deleteStaffSessions,
  findPendingSecret,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  insertStaffSession,
  listStaff,
  replaceRecoveryCodes,
  spendRecoveryCode,
  type StaffRow,
  unusedRecoveryCodes,
  updateStaff,
  updateStaffSession,
} from './repo';
import { acceptTotp, newTotpSecret, totpEnrolment } from './totp';

/** The browser logging in: its old staff session (if any) is ended, the new one remembers it. */
export interface StaffBrowser {
  ip: string;
  userAgent: string | undefined;
  previousSessionId: number | null;
}

const loginFailed = () => new AppError('login_failed', 401, 'Login failed, please try again');
const secondFactorInvalid = () =>
  new AppError('second_factor_invalid', 401, 'The code is wrong or was used already. Please try again.');
const staffEmailTaken = () => new AppError('staff_email_taken', 409, 'A staff member already has this address.');

const view = (row: StaffRow): StaffView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  enrolled: row.totpSecret !== null,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

/** A first password to hand over out of band: 16 random bytes, about 128 bits. */
const newStaffPassword = () => randomBytes(16).toString('base64url');

export class StaffAccountService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly lockout: Lockout,
    /** The name authenticator apps list the account under. */
    private readonly issuer: string,
  ) {}

  /** The password step. The session it starts can do nothing but the second factor or enrolment. */
  async logIn({ email, password }: StaffLoginBody, browser: StaffBrowser): Promise<{ token: string } & StaffLoginStep> {
    const account = await findStaffByEmail(this.db, email);
    const valid = await this.lockout.check(account?.id, browser.ip, () =>
      account ? verifyPassword(account.passwordHash, password) : verifyAgainstDecoy(password),
    );
    if (!account || !valid || account.disabledAt) throw loginFailed();
    const token = await this.startSession(account.id, browser, false);
    return { token, next: account.totpSecret ? 'second_factor' : 'enrol' };
  }

  /** What a session after the password still needs. */
  async pendingStep(pending: PendingStaff): Promise<'second_factor' | 'enrol'> {
    return (await this.activeAccount(pending.staffId)).totpSecret ? 'second_factor' : 'enrol';
  }

  /** An authenticator code (each good once) or a recovery code (each good once) completes the login. */
  async secondFactor(pending: PendingStaff, body: SecondFactorBody, browser: StaffBrowser): Promise<{ token: string }> {
    const account = await this.activeAccount(pending.staffId);
    const secret = account.totpSecret;
    if (!secret) throw secondFactorInvalid();
    return this.completeLogin(account.id, browser, async () => {
      if ('code' in body) {
        const step = await acceptTotp(secret, body.code, this.now(), account.lastTotpStep);
        return step !== null && (await advanceTotpStep(this.db, account.id, step));
      }
      return this.spendRecoveryCode(account.id, body.recoveryCode);
    });
  }

  /**
   * The second factor by any means (a code, a recovery code, a passkey): under the lockout, and a
   * new session when it holds.
   */
  async completeLogin(staffId: number, browser: StaffBrowser, proves: () => Promise<boolean>): Promise<{ token: string }> {
    const valid = await this.lockout.check(staffId, browser.ip, proves);
    if (!valid) throw secondFactorInvalid();
    return { token: await this.startSession(staffId, browser, true) };
  }

  /** A new secret for the authenticator app, kept on the session until a code proves it. */
  async enrolment(pending: PendingStaff): Promise<TotpEnrolment> {
    const account = await this.activeAccount(pending.staffId);
    if (account.totpSecret) throw new AppError('forbidden', 403, 'An authenticator app is enrolled already.');
    const secret = newTotpSecret();
    await updateStaffSession(this.db, pending.sessionId, { pendingTotpSecret: secret });
    return totpEnrolment(secret, this.issuer, account.email);
  }

  /** The first code from the app enrols it; the recovery codes are answered this once. */
  async enrol(pending: PendingStaff, code: string, browser: StaffBrowser): Promise<{ token: string; recoveryCodes: string[] }> {
    const account = await this.activeAccount(pending.staffId);
    const secret = await findPendingSecret(this.db, pending.sessionId);
    if (account.totpSecret || !secret) throw new AppError('forbidden', 403, 'Start the enrolment again.');
    let step: number | null = null;
    const valid = await this.lockout.check(account.id, browser.ip, async () => {
      step = await acceptTotp(secret, code, this.now(), null);
      return step !== null;
    });
    if (!valid) throw secondFactorInvalid();
    const recoveryCodes = newRecoveryCodes();
    const hashes = await Promise.all(recoveryCodes.map((c) => hashPassword(normalRecoveryCode(c))));
    await this.db.transaction(async (tx) => {
      await updateStaff(tx, account.id, { totpSecret: secret, lastTotpStep: step });
      await replaceRecoveryCodes(tx, account.id, hashes);
    });
    return { token: await this.startSession(account.id, browser, true), recoveryCodes };
  }

  async me(staffId: number): Promise<StaffView> {
    const row = await findStaffById(this.db, staffId);
    if (!row) throw notFound('Staff member');
    return view(row);
  }

  async list(): Promise<StaffView[]> {
    return (await listStaff(this.db)).map(view);
  }

  /** A staff member made by an admin; they enrol their authenticator app at their first login. */
  async create(actor: StaffMember, body: CreateStaffBody): Promise<CreatedStaff> {
    const password = newStaffPassword();
    const created = await this.db.transaction(async (tx) => {
      const row = await insertStaff(tx, {
        email: body.email,
        name: body.name,
        role: body.role,
        passwordHash: await hashPassword(password),
      });
      if (!row) throw staffEmailTaken();
      await recordAudit(tx, actor, {
        action: 'staff.create',
        subjectType: 'staff',
        subjectId: row.id,
        siteId: null,
        after: { email: row.email, name: row.name, role: row.role },
        reason: body.reason,
      });
      return row;
    });
    return { staff: view(created), password };
  }

  /**
   * A new role, disabling or enabling, or a new enrolment (a lost phone). Each ends the staff
   * member's sessions, so the change holds at once. An admin cannot lock themselves out.
   */
  async update(actor: StaffMember, id: number, body: UpdateStaffBody): Promise<StaffView> {
    if (id === actor.staffId && ((body.role && body.role !== 'admin') || body.disabled)) {
      throw invalidField('role', 'cannot_demote_yourself');
    }
    return this.db.transaction(async (tx) => {
      const before = await findStaffById(tx, id);
      if (!before) throw notFound('Staff member');
      const after = await updateStaff(tx, id, {
        ...(body.role ? { role: body.role } : {}),
        ...(body.disabled === undefined ? {} : { disabledAt: body.disabled ? this.now() : null }),
        ...(body.resetSecondFactor ? { totpSecret: null, lastTotpStep: null } : {}),
      });
      if (body.resetSecondFactor) await replaceRecoveryCodes(tx, id, []);
      await deleteStaffSessions(tx, id);
      await recordAudit(tx, actor, {
        action: 'staff.update',
        subjectType: 'staff',
        subjectId: id,
        siteId: null,
        before: { role: before.role, disabled: before.disabledAt !== null, enrolled: before.totpSecret !== null },
        after: { role: after.role, disabled: after.disabledAt !== null, enrolled: after.totpSecret !== null },
        reason: body.reason,
      });
      return view(after);
    });
  }

  private async activeAccount(staffId: number): Promise<StaffRow> {
    const account = await findStaffById(this.db, staffId);
    if (!account || account.disabledAt) throw loginFailed();
    return account;
  }

  private async spendRecoveryCode(staffId: number, typed: string): Promise<boolean> {
    for (const code of await unusedRecoveryCodes(this.db, staffId)) {
      if (await verifyPassword(code.codeHash, typed)) return spendRecoveryCode(this.db, code.id, this.now());
    }
    return false;
  }

  /**
   * Each step of the login gets a new token (the old session ends), so a token seen before the
   * second factor is worth nothing after it.
   */
  private async startSession(staffId: number, browser: StaffBrowser, secondFactorDone: boolean): Promise<string> {
    const { token, hash } = newSecureToken();
    const now = this.now();
    await this.db.transaction(async (tx) => {
      if (browser.previousSessionId !== null) await deleteStaffSession(tx, browser.previousSessionId);
      await insertStaffSession(tx, {
        staffId,
        tokenHash: hash,
        secondFactorDone,
        expiresAt: new Date(now.getTime() + STAFF_SESSION_MS),
        lastSeenAt: now,
        userAgent: browser.userAgent?.slice(0, 500) ?? null,
        ip: browser.ip,
      });
      if (secondFactorDone) await updateStaff(tx, staffId, { lastLoginAt: now });
    });
    return token;
  }
}

/** Makes a staff account outside the back office: the first admin (a command), the demo admin. */
export async function createStaffAccount(
  db: Db,
  account: { email: string; name: string; role: StaffView['role']; password: string },
): Promise<StaffView | null> {
  const row = await insertStaff(db, {
    email: account.email,
    name: account.name,
    role: account.role,
    passwordHash: await hashPassword(account.password),
  });
  return row && view(row);
}

export { newStaffPassword };
