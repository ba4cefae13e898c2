import type { QueueCount } from '@app/core';
import { type AnyColumn, count, min } from 'drizzle-orm';
import { profiles, users } from '../../db/schema';

/** What a work queue's count selects: how many wait, and since when the oldest does. */
export const queueCountColumns = <C extends AnyColumn<{ data: Date }>>(waitingSince: C) => ({ count: count(), oldest: min(waitingSince) });

/** The back office home and top bar's figures for a queue (QueueCount), from those columns' row. */
export function toQueueCount(row: { count: number; oldest: Date | null } | undefined): QueueCount {
  return { count: row?.count ?? 0, oldest_at: row?.oldest?.toISOString() ?? null };
}

/** The member behind a queue item as moderators see them (the query joins users and profiles). */
export const queueMemberColumns = { id: users.id, siteId: profiles.siteId, name: profiles.name, email: users.email };
