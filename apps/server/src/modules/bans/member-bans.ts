import type { AdminBan } from '@app/core';
import type { Db } from '../../db/client';
import { type BanRow, findBan, listBansOf } from './repo';

/** A bans row as the back office shows it; `active` as of `now`. */
export function toAdminBan(row: BanRow, now: Date): AdminBan {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    until: row.expiresAt?.toISOString() ?? null,
    liftedAt: row.liftedAt?.toISOString() ?? null,
    active: row.liftedAt === null && (row.expiresAt === null || row.expiresAt > now),
  };
}

/** The bans a member's page lists: made there, or naming the member's account or address. */
export async function bansOfMember(db: Db, member: { id: number; siteId: number; email: string }, now: Date): Promise<AdminBan[]> {
  return (await listBansOf(db, member)).map((row) => toAdminBan(row, now));
}

/** One ban as the back office shows it, e.g. whether a decision's ban still applies. */
export async function findAdminBan(db: Db, banId: number, now: Date): Promise<AdminBan | undefined> {
  const row = await findBan(db, banId);
  return row && toAdminBan(row, now);
}
