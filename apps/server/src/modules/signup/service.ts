import { type ErrorCode, type Locale, type SignupBody, signupAccess, type User } from '@app/core';
import { isUniqueViolation } from '../../db/driver-errors';
import { AppError, invalidField, notFound } from '../../http/app-error';
import { requireRegionCode } from '../site/region-data';
import { DAY_MS } from '../../platform/clock';
import { changeCredits } from '../credits/ledger';
import type { Browser, Member } from '../session/service';
import { findSiteById } from '../site/site-by-id';
import type { SiteOrigin } from '../site/site-origin';
import type { SiteRow } from '../site/site-row';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import { siteLocale } from '../site/service';
import { accountPendingDeletion, emailTaken, tooManyMails } from '../users/account-errors';
import type { AccountContext } from '../users/account-context';
import { ACTIVATION_DAYS, consumeLink, countLinksSince, issueLink } from '../users/email-tokens';
import type { LookupLimit } from '../users/lookup-limit';
import { requireStrongPassword } from '../users/password-policy';
import { hashPassword } from '../users/passwords';
import {
  emailHasAccount,
  findAccount,
  findAccountByEmail,
  insertAccount,
  updateProfile,
  updateUser,
  userIsOnSite,
} from '../users/accounts';
import { loadUser, toUser } from '../users/user-view';

/**
 * Sends a new member's signup message through the chat, with its costs, blocks and scam holds. The
 * chat module sits above signup, so app.ts wires it in. A repeat of `clientMessageId` sends nothing.
 */
export interface FirstMessagePort {
  send(
    sender: { userId: number; siteId: number },
    site: SiteRow,
    message: { profileId: number; clientMessageId: string; text: string },
  ): Promise<void>;
}

/** The signup mail and at most three more a day on the member's request. */
const ACTIVATION_MAILS_PER_DAY = 4;
/** Refusals after which a signup message waits as the chat's draft instead of being dropped. */
const WAITING_SIGNUP_MESSAGE = new Set<ErrorCode>(['not_enough_credits', 'fictional_warning_unconfirmed']);

export interface SignupRequest {
  site: SiteRow;
  body: SignupBody;
  /** The interface language the visitor chose (locale cookie), if any. */
  locale: Locale | undefined;
  ip: string;
  browser: Browser;
  origin: string;
}

export class SignupService {
  constructor(
    private readonly ctx: AccountContext,
    private readonly lookups: LookupLimit,
    private readonly firstMessage: FirstMessagePort,
    /** Tells the member's open pages (and what keeps their answers) that their User changed. */
    private readonly userChanged: (userId: number) => void,
  ) {}

  async emailAvailable(siteId: number, email: string, ip: string): Promise<boolean> {
    await this.lookups.take(email, ip);
    return !(await emailHasAccount(this.ctx.db, siteId, email));
  }

  /** Creates the account, grants the signup credits, logs the browser in and mails the activation link. */
  async signUp(input: SignupRequest): Promise<{ user: User; sessionToken: string }> {
    const { site, body, locale, ip, browser, origin } = input;
    const { db, now, sessions } = this.ctx;
    if (signupAccess(site.config.signups, body.tracking) !== 'open') {
      throw new AppError('signups_closed', 403, 'Signups are closed on this website.');
    }
    if (!site.config.countries.includes(body.country)) throw invalidField('country', 'invalid');
    const region = requireRegionCode(body.country, body.region);
    requireStrongPassword(body.password, body);
    // A signup that goes through is no cheap probe (it makes an account); only the refusal counts.
    await this.lookups.check(body.email, ip);
    const existing = await findAccountByEmail(db, site.id, body.email);
    if (existing) {
      await this.lookups.record(body.email, ip);
      throw existing.user.status === 'pending_deletion' ? accountPendingDeletion() : emailTaken();
    }

    const passwordHash = await hashPassword(body.password);
    const signedUpAt = now();
    let created: { userId: number; sessionToken: string; link: string };
    try {
      created = await db.transaction(async (tx) => {
        // The member whose landing page this was; a first message only makes sense to an existing one.
        const memberId = body.member_id && (await userIsOnSite(tx, site.id, body.member_id)) ? body.member_id : null;
        const userId = await insertAccount(
          tx,
          {
            siteId: site.id,
            email: body.email,
            passwordHash,
            status: 'not_confirmed',
            language: locale ?? siteLocale(site),
            tracking: body.tracking ?? {},
            signupIp: ip,
            signupMessage: memberId ? (body.signup_message ?? null) : null,
            signupMemberId: memberId,
            createdAt: signedUpAt,
          },
          {
            name: body.name,
            dateOfBirth: body.date_of_birth,
            gender: body.gender,
            sexuality: body.sexuality,
            country: body.country,
            region,
            status: 'disabled',
          },
        );
        if (site.config.signup_credits > 0) {
          await changeCredits(tx, userId, site.config.signup_credits, 'signup', 'signup');
        }
        const link = await issueLink(tx, { userId, purpose: 'activation', origin, now: signedUpAt });
        const sessionToken = await sessions.start(tx, userId, browser);
        return { userId, sessionToken, link };
      });
    } catch (error) {
      // Two signups with one address at the same moment: the unique index lets one through.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }

    const user = await loadUser(db, created.userId);
    // The account exists either way; if the mail fails the member can have it sent again.
    await this.sendActivation(site, user, created.link).catch((error: unknown) =>
      this.ctx.log.error({ err: error, userId: user.id }, 'activation mail failed'),
    );
    return { user, sessionToken: created.sessionToken };
  }

  /**
   * GET /api/activate.php: confirms the address; false for a dead link. It does not log the
   * browser in: anybody can open a link, also one to their own account planted on another site,
   * which would log the visitor into the planter's account. The browser the member signed up in
   * is logged in already; elsewhere the member logs in.
   */
  async activate(token: string, site: SiteRow): Promise<boolean> {
    const { db, now } = this.ctx;
    const at = now();
    const account = await db.transaction(async (tx) => {
      const link = await consumeLink(tx, { purpose: 'activation', token, siteId: site.id, now: at });
      const found = link && (await findAccount(tx, link.userId));
      if (!found || found.user.status === 'pending_deletion') return null;
      const confirming = found.user.status === 'not_confirmed';
      if (confirming) {
        await updateUser(tx, found.user.id, { status: 'confirmed', emailConfirmedAt: at });
        await updateProfile(tx, found.user.id, { status: 'active' });
      }
      return { ...found, confirming };
    });
    if (!account) return false;
    if (account.confirming) this.userChanged(account.user.id);
    const { id, signupMessage, signupMemberId } = account.user;
    if (signupMessage && signupMemberId !== null) await this.sendSignupMessage(site, id, signupMemberId, signupMessage);
    return true;
  }

  /**
   * SPEC §3 signup_message: the member's first message to the profile they signed up on, sent once
   * they may write (confirmed). Its client_message_id comes from the account, so a second
   * confirmation sends nothing more; sending clears it (chat). Refused for good (blocked, profile
   * gone) it is dropped; one the member cannot pay for yet, or to a fictional profile before they
   * confirmed the warning about such profiles (in the chat), stays, and their chat composer starts with it.
   */
  private async sendSignupMessage(site: SiteRow, userId: number, profileId: number, text: string): Promise<void> {
    try {
      await this.firstMessage.send({ userId, siteId: site.id }, site, { profileId, clientMessageId: `signup:${userId}`, text });
    } catch (error) {
      this.ctx.log.warn({ err: error, userId, profileId }, 'signup message not sent');
      if (error instanceof AppError && !WAITING_SIGNUP_MESSAGE.has(error.code)) {
        await updateUser(this.ctx.db, userId, { signupMessage: null });
      }
    }
  }

  /** POST /api/activate.php: mails a fresh activation link to a member who has not confirmed yet. */
  async resendActivation(member: Member, site: SiteRow, origin: string): Promise<void> {
    const { db, now } = this.ctx;
    const user = await loadUser(db, member.userId);
    if (user.status !== 'not_confirmed') {
      throw new AppError('forbidden', 403, 'This e-mail address is already confirmed.');
    }
    const at = now();
    const sent = await countLinksSince(db, user.id, 'activation', new Date(at.getTime() - DAY_MS));
    if (sent >= ACTIVATION_MAILS_PER_DAY) throw tooManyMails();
    const link = await issueLink(db, { userId: user.id, purpose: 'activation', origin, now: at });
    await this.sendActivation(site, user, link);
  }

  /**
   * POST /api/admin/members/:id/activation-mail: support sends a fresh activation link for a
   * member who lost theirs; the daily limit is the member's, not staff's.
   */
  async resendActivationByStaff(staff: StaffMember, memberId: number, reason: string, origins: SiteOrigin): Promise<void> {
    const { db, now } = this.ctx;
    const account = await findAccount(db, memberId);
    const site = account && (await findSiteById(db, account.user.siteId));
    if (!account || !site) throw notFound('Member');
    if (account.user.status !== 'not_confirmed') throw invalidField('member', 'not_unconfirmed');
    const link = await db.transaction(async (tx) => {
      const issued = await issueLink(tx, { userId: memberId, purpose: 'activation', origin: origins(site), now: now() });
      await recordAudit(tx, staff, {
        action: 'member.activation_mail',
        subjectType: 'member',
        subjectId: memberId,
        siteId: site.id,
        after: { to: account.user.email },
        reason,
      });
      return issued;
    });
    await this.sendActivation(site, toUser(account), link);
  }

  private sendActivation(site: SiteRow, user: User, link: string): Promise<void> {
    return this.ctx.mail.send({
      kind: 'activation',
      to: user.email,
      locale: user.language,
      site,
      values: { name: user.profile.name, link, days: ACTIVATION_DAYS },
    });
  }
}
