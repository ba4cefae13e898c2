import { and, gt, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import { bans } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * What a ban tells the member (SPEC's /ban page explains the rest): when a suspension ends, or
 * null for a ban that lasts until staff lift it.
 */
export interface BanNotice {
  until: Date | null;
}

/** What a request offers a ban to match besides the account: its device cookie and its address. */
export interface Access {
  deviceId: string;
  ip: string;
}

/** 403 banned: the member web app shows the /ban page for it. */
export function bannedError({ until }: BanNotice): AppError {
  return new AppError(
    'banned',
    403,
    'Your access to this site is blocked.',
    undefined,
    until ? { until: until.toISOString() } : undefined,
  );
}

/** SQL: a bans row in force at `now`: not lifted, and not a suspension that has ended. */
export function banInForce(now: Date | Placeholder): SQL {
  return and(isNull(bans.liftedAt), or(isNull(bans.expiresAt), gt(bans.expiresAt, now)))!;
}
