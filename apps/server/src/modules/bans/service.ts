import type { AdminBan, BanBody, BanResponse } from '@app/core';
import type { Db, Tx } from '../../db/client';
import { invalidField, notFound } from '../../http/app-error';
import { addMs, type Clock, DAY_MS } from '../../platform/clock';
import type { SessionService } from '../session/service';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import { findAccount } from '../users/accounts';
import { toAdminBan } from './member-bans';
import { findBan, insertBan, liftBan } from './repo';

/**
 * Staff ban or suspend what the /ban page names: an account, an e-mail address, a device or an
 * IP address. The session module enforces them (session/bans.ts) on every login and session.
 */
export class BanService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly sessions: SessionService,
  ) {}

  /**
   * POST /api/admin/members/:id/bans. The member's sessions end at once, whatever the ban names;
   * a device or address ban ends every session on that device or address on the site too.
   */
  async ban(staff: StaffMember, memberId: number, body: BanBody): Promise<BanResponse> {
    return this.db.transaction((tx) => this.banIn(tx, staff, memberId, body));
  }

  /** `ban` in the caller's transaction: a complaint decision bans or suspends with its own write. */
  async banIn(tx: Tx, staff: StaffMember, memberId: number, body: BanBody): Promise<BanResponse> {
    const account = await findAccount(tx, memberId);
    if (!account) throw notFound('Member');
    const { user } = account;
    const at = this.now();
    const value = { account: String(user.id), email: user.email, device: body.deviceId, ip: body.ip }[body.kind]!;
    const row = await insertBan(tx, {
      siteId: user.siteId,
      kind: body.kind,
      value,
      userId: user.id,
      reason: body.reason,
      expiresAt: body.days === null ? null : addMs(at, body.days * DAY_MS),
      createdAt: at,
    });
    const sessionsEnded = await this.sessions.endBanned(tx, {
      siteId: user.siteId,
      userId: user.id,
      deviceId: body.kind === 'device' ? value : undefined,
      ip: body.kind === 'ip' ? value : undefined,
    });
    const ban = toAdminBan(row, at);
    await recordAudit(tx, staff, {
      action: body.days === null ? 'member.ban' : 'member.suspend',
      subjectType: 'member',
      subjectId: user.id,
      siteId: user.siteId,
      before: null,
      after: { banId: ban.id, kind: ban.kind, value: ban.value, until: ban.until, sessionsEnded },
      reason: body.reason,
    });
    return { ban, sessionsEnded };
  }

  /** POST /api/admin/bans/:banId/lift: what it named may log in again; the ended sessions stay ended. */
  async lift(staff: StaffMember, banId: number, reason: string): Promise<AdminBan> {
    return this.db.transaction((tx) => this.liftIn(tx, staff, banId, reason));
  }

  /** `lift` in the caller's transaction: an appeal that reverses a decision lifts its ban with its own write. */
  async liftIn(tx: Tx, staff: StaffMember, banId: number, reason: string): Promise<AdminBan> {
    const at = this.now();
    const before = await findBan(tx, banId);
    if (!before) throw notFound('Ban');
    const lifted = await liftBan(tx, banId, at);
    if (!lifted) throw invalidField('banId', 'already_lifted');
    const ban = toAdminBan(lifted, at);
    await recordAudit(tx, staff, {
      action: 'member.ban_lift',
      // A ban outlives its member's account; then it is its own subject.
      ...(lifted.userId === null ? { subjectType: 'ban', subjectId: lifted.id } : { subjectType: 'member', subjectId: lifted.userId }),
      siteId: lifted.siteId,
      before: toAdminBan(before, at),
      after: ban,
      reason,
    });
    return ban;
  }
}
