import { AppError, notFound } from '../../http/app-error';
import { DAY_MS } from '../../platform/clock';
import { newSecureToken } from '../../platform/secure-token';
import type { Lockout } from '../login/lockout';
import { accountIfPassword } from '../login/member-password';
import type { Browser, Member } from '../session/service';
import { findSiteById } from '../site/site-by-id';
import type { SiteOrigin } from '../site/site-origin';
import type { SiteRow } from '../site/site-row';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import { accountPendingDeletion, linkInvalid } from '../users/account-errors';
import type { AccountContext } from '../users/account-context';
import { consumeLink, countLinksSince, issueLink, PASSWORD_RESET_HOURS, revokeLinks } from '../users/email-tokens';
import type { LookupLimit } from '../users/lookup-limit';
import { requireStrongPassword } from '../users/password-policy';
import { hashPassword } from '../users/passwords';
import { findAccount, findAccountByEmail, updateUser } from '../users/accounts';
import { loadUser } from '../users/user-view';

const RESET_MAILS_PER_DAY = 3;

export interface PasswordChange {
  member: Member;
  oldPassword: string;
  password: string;
  ip: string;
}

export class PasswordService {
  constructor(
    private readonly ctx: AccountContext,
    private readonly lockout: Lockout,
    private readonly lookups: LookupLimit,
  ) {}

  /** POST /api/password-reset.php: mails a reset link. */
  async requestReset(site: SiteRow, email: string, ip: string, origin: string): Promise<void> {
    const { db, now } = this.ctx;
    await this.lookups.take(email, ip);
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
    await this.mailResetLink(site, account.user.id, link);
  }

  /**
   * POST /api/admin/members/:id/password-reset: support forces a new password on a member whose
   * account may be in other hands: the old password stops working, every session ends, and the
   * member gets a reset link (or asks for another at /reset-password).
   */
  async forceReset(staff: StaffMember, memberId: number, reason: string, origins: SiteOrigin): Promise<void> {
    const { db, now, sessions } = this.ctx;
    const account = await findAccount(db, memberId);
    const site = account && (await findSiteById(db, account.user.siteId));
    if (!account || !site) throw notFound('Member');
    if (account.user.status === 'pending_deletion') throw accountPendingDeletion();
    // No one knows this password: only the link sets one that works.
    const passwordHash = await hashPassword(newSecureToken().token);
    const link = await db.transaction(async (tx) => {
      await updateUser(tx, memberId, { passwordHash });
      await sessions.endAll(tx, memberId);
      const issued = await issueLink(tx, { userId: memberId, purpose: 'password_reset', origin: origins(site), now: now() });
      await recordAudit(tx, staff, {
        action: 'member.password_reset',
        subjectType: 'member',
        subjectId: memberId,
        siteId: site.id,
        after: { to: account.user.email, sessionsEnded: true },
        reason,
      });
      return issued;
    });
    await this.mailResetLink(site, memberId, link);
  }

  private async mailResetLink(site: SiteRow, userId: number, link: string): Promise<void> {
    const user = await loadUser(this.ctx.db, userId);
    await this.ctx.mail.send({
      kind: 'password_reset',
      to: user.email,
      locale: user.language,
      site,
      values: { name: user.profile.name, link, hours: PASSWORD_RESET_HOURS },
    });
  }

  /**
   * POST /api/password-reset-do.php: sets the new password, ends every session of the member
   * (whoever knew the old password is out, and the browser that opened the link had no session
   * worth keeping: it was logged out or proves nothing the link does not) and logs this browser
   * in anew. Using the link also ends the member's other open reset links.
   */
  async reset(site: SiteRow, { token, password }: { token: string; password: string }, ip: string, browser: Browser) {
    const { db, now, sessions } = this.ctx;
    const passwordHash = await hashPassword(password);
    const { userId, sessionToken } = await db.transaction(async (tx) => {
      const link = await consumeLink(tx, { purpose: 'password_reset', token, siteId: site.id, now: now() });
      const account = link && (await findAccount(tx, link.userId));
      if (!account) throw linkInvalid();
      if (account.user.status === 'pending_deletion') throw accountPendingDeletion();
      requireStrongPassword(password, { email: account.user.email, name: account.profile.name });
      await updateUser(tx, account.user.id, { passwordHash });
      await sessions.endAll(tx, account.user.id);
      // Proving the mailbox is enough to lift a lockout of the account.
      await this.lockout.clearAccount(tx, account.user.id, ip);
      return { userId: account.user.id, sessionToken: await sessions.start(tx, account.user.id, browser) };
    });
    return { user: await loadUser(db, userId), sessionToken };
  }

  /**
   * POST /api/password.php: needs the old password, counted like a login. Every other session of
   * the member ends and every open reset link dies: whoever had the old password or an older mail
   * is out, while the session making the change stays logged in.
   */
  async change({ member, oldPassword, password, ip }: PasswordChange): Promise<void> {
    const { db, now, sessions } = this.ctx;
    const account = await accountIfPassword(db, this.lockout, { member, password: oldPassword, ip });
    if (!account) throw new AppError('wrong_old_password', 400, 'Please check your old password.');
    requireStrongPassword(password, { email: account.user.email, name: account.profile.name });
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await updateUser(tx, member.userId, { passwordHash });
      await sessions.endAll(tx, member.userId, member.sessionId);
      await revokeLinks(tx, member.userId, 'password_reset', now());
    });
  }
}
