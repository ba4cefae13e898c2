import { isUniqueViolation } from '../../db/driver-errors';
import { reasonsAfterAddressChange } from '../users/disabled-reasons';
import { DAY_MS } from '../../platform/clock';
import type { Browser, Member } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { emailTaken, linkInvalid, tooManyMails } from '../users/account-errors';
import type { AccountContext } from '../users/account-context';
import { consumeLink, countLinksSince, issueLink, MAIL_CHANGE_HOURS } from '../users/email-tokens';
import type { LookupLimit } from '../users/lookup-limit';
import { emailHasAccount, findAccount, updateProfile, updateUser } from '../users/accounts';
import { loadUser } from '../users/user-view';

/** Each request mails a stranger's address, so it is limited like the other mails. */
const MAIL_CHANGE_MAILS_PER_DAY = 3;
/** Where the notice to the old address sends a member who did not make the change. */
const CUSTOMER_SERVICE_PATH = '/service';

export interface MailChangeRequest {
  member: Member;
  site: SiteRow;
  newEmail: string;
  ip: string;
  origin: string;
}

export class MailChangeService {
  constructor(
    private readonly ctx: AccountContext,
    private readonly lookups: LookupLimit,
  ) {}

  /** POST /api/mail-change.php: mails a confirmation link to the new address; nothing changes yet. */
  async request({ member, site, newEmail, ip, origin }: MailChangeRequest): Promise<void> {
    const { db, now, mail } = this.ctx;
    await this.lookups.take(newEmail, ip);
    if (await emailHasAccount(db, site.id, newEmail)) throw emailTaken();
    const at = now();
    const sent = await countLinksSince(db, member.userId, 'mail_change', new Date(at.getTime() - DAY_MS));
    if (sent >= MAIL_CHANGE_MAILS_PER_DAY) throw tooManyMails();
    const link = await issueLink(db, { userId: member.userId, purpose: 'mail_change', origin, now: at, newEmail });
    const user = await loadUser(db, member.userId);
    await mail.send({
      kind: 'mail_change',
      to: newEmail,
      locale: user.language,
      site,
      values: { name: user.profile.name, link, hours: MAIL_CHANGE_HOURS },
    });
  }

  /**
   * POST /api/mail-change-do.php: moves the account to the confirmed address, which also confirms
   * the account, and tells the old address. The link may be opened in another browser, which is
   * then logged in like after activation: holding the mailed token is the proof.
   */
  async confirm(site: SiteRow, token: string, browser: Browser, origin: string) {
    const { db, now, sessions, mail, log } = this.ctx;
    const at = now();
    let changed: { userId: number; oldEmail: string; sessionToken: string | null };
    try {
      changed = await db.transaction(async (tx) => {
        const link = await consumeLink(tx, { purpose: 'mail_change', token, siteId: site.id, now: at });
        const account = link?.newEmail ? await findAccount(tx, link.userId) : undefined;
        if (!link?.newEmail || !account || account.user.status === 'pending_deletion') throw linkInvalid();
        if (await emailHasAccount(tx, site.id, link.newEmail)) throw emailTaken();
        const { user } = account;
        await updateUser(tx, user.id, {
          email: link.newEmail,
          emailConfirmedAt: at,
          // Bounces and complaints were about the old address.
          notificationsDisabled: reasonsAfterAddressChange(user.notificationsDisabled),
          ...(user.status === 'not_confirmed' ? { status: 'confirmed' } : {}),
        });
        if (user.status === 'not_confirmed') await updateProfile(tx, user.id, { status: 'active' });
        const loggedIn = browser.member?.userId === user.id;
        return {
          userId: user.id,
          oldEmail: user.email,
          sessionToken: loggedIn ? null : await sessions.start(tx, user.id, browser),
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }

    const user = await loadUser(db, changed.userId);
    // The change is done; a lost notice must not turn it into an error for the member.
    await mail
      .send({
        kind: 'mail_changed',
        to: changed.oldEmail,
        locale: user.language,
        site,
        values: { name: user.profile.name, link: `${origin}${CUSTOMER_SERVICE_PATH}` },
      })
      .catch((error: unknown) => log.error({ err: error, userId: user.id }, 'mail-changed notice failed'));
    return { user, sessionToken: changed.sessionToken };
  }
}
