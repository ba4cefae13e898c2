import type { VisitsResponse } from '@app/core';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { NotificationPort } from '../members/notification-port';
import { loadProfileCards } from '../members/profile-cards';
import { isPaidUser } from '../members/visible-photos';
import type { Member } from '../session/service';
import { countVisitors, listVisitors, recordVisit } from './repo';

/** The Visitors tab shows this many, the latest first; the count covers them all. */
const VISITORS_SHOWN = 100;

/** Midnight UTC of the day `at` is in: visits are counted per UTC day, the same day for every server. */
function utcDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** Profile visits: recorded when a member opens another's profile, listed for the visited member. */
export class VisitService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    /** Tells the visited member by push and mail; without it nobody is. */
    private readonly notifier?: NotificationPort,
  ) {}

  /**
   * A member opened another member's profile (the profiles route calls it after the profile was
   * shown, so the visited member exists and has not blocked the visitor). The first visit of the
   * day is recorded and notified; the rest of the day costs one statement that writes nothing.
   */
  async record(visitorId: number, visitedId: number): Promise<void> {
    if (visitorId === visitedId) return;
    const at = this.now();
    if (!(await recordVisit(this.db, visitorId, visitedId, at, utcDayStart(at)))) return;
    await this.notifier?.notify({ type: 'visit', recipientId: visitedId, memberId: visitorId });
  }

  /**
   * GET /api/visits.php: everyone sees how many visited; only premium members (SPEC §1 paid_user)
   * learn who, so a free member's answer names nobody.
   */
  async visits(member: Member): Promise<VisitsResponse> {
    const [count, paid] = await Promise.all([
      countVisitors(this.db, member.siteId, member.userId),
      isPaidUser(this.db, member.userId),
    ]);
    if (!paid) return { count, visitors: null };
    const rows = await listVisitors(this.db, member.siteId, member.userId, VISITORS_SHOWN);
    const cards = await loadProfileCards(this.db, member.userId, rows.map((row) => row.id), this.now());
    const visitedAt = new Map(rows.map((row) => [row.id, row.visitedAt.toISOString()]));
    return { count, visitors: cards.map((profile) => ({ profile, visited_at: visitedAt.get(profile.id)! })) };
  }
}
