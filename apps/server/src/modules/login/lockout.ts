import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AttemptLimit, AttemptLog } from '../../platform/attempt-log';

/**
 * Wrong passwords in the attempt window that lock:
 * - per account and source (client IP), SPEC's 5: whoever guesses locks themselves out, not the
 *   owner logging in from elsewhere;
 * - per account over all sources, a ceiling against guessing from many addresses: 20 in 15 minutes
 *   is at most 80 an hour, within OWASP ASVS's 100 with room for requests racing past the check;
 * - per source over all accounts, against trying a few passwords on many accounts.
 */
const SOURCE_LIMIT = 5;
const ACCOUNT_LIMIT = 20;
const IP_LIMIT = 20;

/** Whose accounts a lockout guards: members' and staff's ids are counted apart. */
export type LockoutKind = 'account' | 'staff';

const accountSubject = (kind: LockoutKind, userId: number) => `${kind}:${userId}`;
const sourceSubject = (kind: LockoutKind, userId: number, ip: string) => `${kind}:${userId}:ip:${ip}`;

const limitsOf = (kind: LockoutKind, userId: number | undefined, ip: string): AttemptLimit[] => [
  ...(userId === undefined
    ? []
    : [
        { subject: sourceSubject(kind, userId, ip), limit: SOURCE_LIMIT },
        { subject: accountSubject(kind, userId), limit: ACCOUNT_LIMIT },
      ]),
  { subject: `ip:${ip}`, limit: IP_LIMIT },
];

const tooManyAttempts = (minutes: number) =>
  new AppError(
    'too_many_attempts',
    429,
    `Too many incorrect attempts, account blocked for ${minutes} min.`,
    undefined,
    { minutes },
  );

/** Every password check against an account (login, old password, deletion) counts here alike. */
export class Lockout {
  constructor(
    private readonly attempts: AttemptLog,
    private readonly kind: LockoutKind = 'account',
  ) {}

  /**
   * Runs a password check under the lockout and answers whether the password was right. Throws
   * too_many_attempts while the account or the source is locked, and at once for the failure that
   * reaches a limit. A right password forgives this source's failures; the account-wide count
   * stays, or guessing from many addresses would go on for as long as the owner logs in.
   * `userId` is undefined for an unknown address, which counts only against the IP.
   */
  async check(userId: number | undefined, ip: string, verify: () => Promise<boolean>): Promise<boolean> {
    const limits = limitsOf(this.kind, userId, ip);
    const locked = await this.attempts.minutesLeft(limits);
    if (locked !== null) throw tooManyAttempts(locked);
    if (await verify()) {
      if (userId !== undefined) await this.attempts.forget([sourceSubject(this.kind, userId, ip)]);
      return true;
    }
    await this.attempts.record(limits.map(({ subject }) => subject));
    const nowLocked = await this.attempts.minutesLeft(limits);
    if (nowLocked !== null) throw tooManyAttempts(nowLocked);
    return false;
  }

  /** Proving the mailbox lifts the account-wide lock and the one of the source that proved it. */
  async clearAccount(tx: Tx, userId: number, ip: string): Promise<void> {
    await this.attempts.forget([accountSubject(this.kind, userId), sourceSubject(this.kind, userId, ip)], tx);
  }
}
