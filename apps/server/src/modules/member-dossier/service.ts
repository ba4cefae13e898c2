import { MEMBERS_PAGE_SIZE, type MemberDossier, type MemberSearchPage, type MemberSearchQuery } from '@app/core';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import { bansOfMember } from '../bans/member-bans';
import { blocksOfMember } from '../blocks/member-blocks';
import { conversationCount } from '../chat/conversation-count';
import { complaintsOfMember } from '../complaints/member-complaints';
import { ledgerPage } from '../credits/ledger';
import { likeCounts } from '../likes/like-counts';
import { ordersOfMember } from '../payments/member-orders';
import { photosForStaff } from '../photos/staff-photos';
import { pushSubscriptionCount } from '../push/subscription-count';
import { recentSessionsOf } from '../session/member-sessions';
import { findSiteById } from '../site/site-by-id';
import { findAccount } from '../users/accounts';
import { notificationSettingsOf } from '../users/user-view';
import { searchMembers } from './repo';

/** How many of the newest ledger rows the member page shows. */
const LEDGER_ROWS = 50;

/**
 * The back office's view of members: the search, and the member page gathered from what each
 * feature offers others (its public files), never from their repos.
 */
export class MemberDossierService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** GET /api/admin/members */
  async search(query: MemberSearchQuery): Promise<MemberSearchPage> {
    const { members, total } = await searchMembers(this.db, query, this.now());
    return { members, total, page: query.page, pageSize: MEMBERS_PAGE_SIZE };
  }

  /** GET /api/admin/members/:id: everything staff may know of a member, conversations counted but not read. */
  async dossier(memberId: number): Promise<MemberDossier> {
    const { db } = this;
    const account = await findAccount(db, memberId);
    const site = account && (await findSiteById(db, account.user.siteId));
    if (!account || !site) throw notFound('Member');
    const { user, profile } = account;
    const now = this.now();
    const [photos, ledger, orders, conversations, likes, blocks, complaints, sessions, pushSubscriptions, bans] = await Promise.all([
      photosForStaff(db, memberId),
      ledgerPage(db, memberId, { limit: LEDGER_ROWS }),
      ordersOfMember(db, memberId),
      conversationCount(db, memberId),
      likeCounts(db, memberId),
      blocksOfMember(db, memberId),
      complaintsOfMember(db, memberId),
      recentSessionsOf(db, memberId),
      pushSubscriptionCount(db, memberId),
      bansOfMember(db, { id: memberId, siteId: user.siteId, email: user.email }, now),
    ]);
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return {
      member: {
        id: user.id,
        siteId: site.id,
        siteName: site.name,
        email: user.email,
        status: user.status,
        credits: user.credits,
        paidUser: user.paidUser,
        language: user.language,
        signupDate: user.createdAt.toISOString(),
        signupIp: user.signupIp,
        emailConfirmedAt: iso(user.emailConfirmedAt),
        deletionRequestedAt: iso(user.deletionRequestedAt),
        tracking: user.tracking,
        profile: {
          name: profile.name,
          dateOfBirth: profile.dateOfBirth,
          gender: profile.gender,
          sexuality: profile.sexuality,
          country: profile.country,
          region: profile.region,
          city: profile.city,
          about: profile.about,
          status: profile.status,
          fictional: profile.fictional,
          lastActiveAt: profile.lastActiveAt.toISOString(),
        },
      },
      photos,
      ledger: ledger.map((row) => ({
        id: row.id,
        delta: row.delta,
        balanceAfter: row.balanceAfter,
        reason: row.reason,
        at: row.createdAt.toISOString(),
      })),
      orders,
      counts: { conversations, likesSent: likes.sent, likesReceived: likes.received, matches: likes.matches },
      blocks,
      complaints,
      sessions: sessions.map((session) => ({
        id: session.id,
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        userAgent: session.userAgent,
        ip: session.ip,
        deviceId: session.deviceId,
        banned: session.bannedAt !== null,
      })),
      notifications: {
        settings: notificationSettingsOf(user),
        disabled: user.notificationsDisabled,
        pushSubscriptions,
      },
      bans,
    };
  }
}
