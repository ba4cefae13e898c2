import { AppError } from '../../http/app-error';
import { DAY_MS } from '../../platform/clock';
import type { Lockout } from '../login/lockout';
import type { Browser, Member } from '../session/service';
import type { SiteRow } from '../site/repo';
import { accountPendingDeletion, linkInvalid } from '../users/account-errors';
import type { AccountContext } from '../users/account-context';
import { consumeLink, countLinksSince, issueLink, PASSWORD_RESET_HOURS } from '../users/email-tokens';
import { hashPassword, verifyPassword } from '../users/passwords';
import { findAccount, findAccountByEmail, updateUser } from '../users/repo';
import { loadUser } from '../users/user-view';

const RESET_MAILS_PER_DAY = 3;

export class PasswordService {
  constructor(
    private readonly ctx: AccountContext,
    private readonly lockout: Lockout,
  ) {}

  /** POST /api/password-reset.php: mails a reset link. */
  async requestReset(site: SiteRow, email: string, origin: string): Promise<void> {
    const { db, now, mail } = this.ctx;
    const account = await findAccountByEmail(db, site.id, email);
    if (!account) throw new AppError('email_not_found', 404, 'E-mail address not found');
    if (account.user.status === 'pending_deletion') throw accountPendingDeletion();
    const at = now();
    const sent = await countLinksSince(db, account.user.id, 'password_reset', new Date(at.getTime() - DAY_MS));
    if (sent >= RESET_MAILS_PER_DAY) {
      const message = 'Too many password reset emails sent, please try again tomorrow.';
      throw new AppError('too_many_reset_mails', 429, message);
    }
    const link = await issueLink(db, { userId: account.user.id, purpose: 'password_reset', origin, now: at });
    const user = await loadUser(db, account.user.id);
    await mail.send({
      kind: 'password_reset',
      to: user.email,
      locale: user.language,
      site,
      values: { name: user.profile.name, link, hours: PASSWORD_RESET_HOURS },
    });
  }

  /**
   * POST /api/password-reset-do.php: sets the new password, ends every session of the member
   * (whoever knew the old password is out) and logs this browser in anew.
   */
  async reset(site: SiteRow, token: string, password: string, browser: Browser) {
    const { db, now, sessions } = this.ctx;
    const passwordHash = await hashPassword(password);
    const { userId, sessionToken } = await db.transaction(async (tx) => {
      const link = await consumeLink(tx, { purpose: 'password_reset', token, siteId: site.id, now: now() });
      const account = link && (await findAccount(tx, link.userId));
      if (!account) throw linkInvalid();
      if (account.user.status === 'pending_deletion') throw accountPendingDeletion();
      await updateUser(tx, account.user.id, { passwordHash });
      await sessions.endAll(tx, account.user.id);
      // Proving the mailbox is enough to lift a lockout of the account.
      await this.lockout.clearAccount(tx, account.user.id);
      return { userId: account.user.id, sessionToken: await sessions.start(tx, account.user.id, browser) };
    });
    return { user: await loadUser(db, userId), sessionToken };
  }

  /** POST /api/password.php: needs the old password; every other session of the member ends. */
  async change(member: Member, oldPassword: string, password: string): Promise<void> {
    const { db, sessions } = this.ctx;
    const account = await findAccount(db, member.userId);
    if (!account || !(await verifyPassword(account.user.passwordHash, oldPassword))) {
      throw new AppError('wrong_old_password', 400, 'Please check your old password.');
    }
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await updateUser(tx, member.userId, { passwordHash });
      await sessions.endAll(tx, member.userId, member.sessionId);
    });
  }
}
