import {
  type AdjustCreditsBody,
  CREDIT_HISTORY_PAGE_SIZE,
  type CreditsBalance,
  type PremiumBody,
  STAFF_ADJUSTMENT_REASON,
  creditHistoryKind,
  type CreditHistoryResponse,
  type UpdateUserBody,
  type User,
} from '@app/core';
import type { Db } from '../../db/client';
import { changeCredits, ledgerPage } from '../credits/ledger';
import { AppError, invalidField, notFound } from '../../http/app-error';
import { reasonsAfterSettingsSaved } from './disabled-reasons';
import type { Member } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import { requireRegionCode } from '../site/region-data';
import { findAccount, findUserAccount, type ProfileRow, updateProfile, updateUser, type UserRow } from './accounts';
import { loadUser, toUser } from './user-view';

export class UserService {
  constructor(private readonly db: Db) {}

  /** GET /api/user.php: the member, or null for a visitor (never an error). */
  async current(member: Member | null): Promise<User | null> {
    const account = member && (await findUserAccount(this.db, member.userId));
    return account ? toUser(account) : null;
  }

  /** PUT /api/user.php: the settings the member changed; fields left out stay as they are. */
  async update(member: Member, site: SiteRow, body: UpdateUserBody): Promise<User> {
    const account = await findAccount(this.db, member.userId);
    if (!account) throw notFound('User');
    if (body.country && !site.config.countries.includes(body.country)) throw invalidField('country', 'invalid');

    const userValues: Partial<UserRow> = {};
    if (body.language) userValues.language = body.language;
    if (body.notification_settings) {
      userValues.notificationSettings = { ...account.user.notificationSettings, ...body.notification_settings };
      userValues.notificationsDisabled = reasonsAfterSettingsSaved(account.user.notificationsDisabled, body.notification_settings);
    }
    if (body.fictional_first_contact !== undefined) userValues.fictionalFirstContact = body.fictional_first_contact;
    const profileValues: Partial<ProfileRow> = {};
    if (body.name) profileValues.name = body.name;
    if (body.country) profileValues.country = body.country;
    // A region belongs to its country: a new country without a region clears the old one.
    if (body.region !== undefined) {
      profileValues.region = requireRegionCode(body.country ?? account.profile.country, body.region);
    }
    else if (body.country && body.country !== account.profile.country) profileValues.region = '';

    await this.db.transaction(async (tx) => {
      if (Object.keys(userValues).length) await updateUser(tx, member.userId, userValues);
      if (Object.keys(profileValues).length) await updateProfile(tx, member.userId, profileValues);
    });
    return loadUser(this.db, member.userId);
  }

  /** GET /api/credit-history.php: the member's own ledger, newest first, a page at a time. */
  async creditHistory(member: Member, before: number | undefined): Promise<CreditHistoryResponse> {
    const rows = await ledgerPage(this.db, member.userId, { before, limit: CREDIT_HISTORY_PAGE_SIZE + 1 });
    const page = rows.slice(0, CREDIT_HISTORY_PAGE_SIZE);
    return {
      entries: page.map((row) => ({
        id: row.id,
        delta: row.delta,
        balance_after: row.balanceAfter,
        kind: creditHistoryKind(row.reason),
        created_at: row.createdAt.toISOString(),
      })),
      next: rows.length > CREDIT_HISTORY_PAGE_SIZE ? page[page.length - 1]!.id : null,
    };
  }

  /**
   * POST /api/admin/members/:id/credits: staff add or take credits through the ledger, like every
   * other change of credits; the balance cannot go below zero. A repeated requestId applies once.
   */
  async adjustCredits(staff: StaffMember, memberId: number, { delta, reason, requestId }: AdjustCreditsBody): Promise<CreditsBalance> {
    const account = await findAccount(this.db, memberId);
    if (!account) throw notFound('Member');
    const key = requestId ? `${STAFF_ADJUSTMENT_REASON}:${requestId}` : null;
    return this.db.transaction(async (tx) => {
      const change = await changeCredits(tx, memberId, delta, STAFF_ADJUSTMENT_REASON, key).catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'not_enough_credits' ? invalidField('delta', 'balance_below_zero') : error;
      });
      if (change.applied) {
        await recordAudit(tx, staff, {
          action: 'member.credits',
          subjectType: 'member',
          subjectId: memberId,
          siteId: account.user.siteId,
          before: { credits: change.balance - delta },
          after: { credits: change.balance, delta },
          reason,
        });
      }
      return { credits: change.balance };
    });
  }

  /** POST /api/admin/members/:id/premium: grants or removes premium (paid_user); the same again writes nothing. */
  async setPremium(staff: StaffMember, memberId: number, { paidUser, reason }: PremiumBody): Promise<void> {
    const account = await findAccount(this.db, memberId);
    if (!account) throw notFound('Member');
    if (account.user.paidUser === paidUser) return;
    await this.db.transaction(async (tx) => {
      await updateUser(tx, memberId, { paidUser });
      await recordAudit(tx, staff, {
        action: paidUser ? 'member.premium_grant' : 'member.premium_remove',
        subjectType: 'member',
        subjectId: memberId,
        siteId: account.user.siteId,
        before: { paidUser: account.user.paidUser },
        after: { paidUser },
        reason,
      });
    });
  }
}
