import {
  CREDIT_HISTORY_PAGE_SIZE,
  creditHistoryKind,
  type CreditHistoryResponse,
  type UpdateUserBody,
  type User,
} from '@app/core';
import type { Db } from '../../db/client';
import { ledgerPage } from '../credits/ledger';
import { invalidField, notFound } from '../../http/app-error';
import { reasonsAfterSettingsSaved } from './disabled-reasons';
import type { Member } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { requireRegionCode } from '../site/region-data';
import { findAccount, type ProfileRow, updateProfile, updateUser, type UserRow } from './accounts';
import { loadUser, toUser } from './user-view';

export class UserService {
  constructor(private readonly db: Db) {}

  /** GET /api/user.php: the member, or null for a visitor (never an error). */
  async current(member: Member | null): Promise<User | null> {
    const account = member && (await findAccount(this.db, member.userId));
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
}
