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
