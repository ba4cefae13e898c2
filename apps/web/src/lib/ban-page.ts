import type { QueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-client';
import { endSession } from './session';

/** What the /ban page is told when a ban brought the member there (react-router location state). */
export interface BanState {
  banned: true;
  /** When a suspension ends (ISO), or null for a ban. */
  until: string | null;
}

export function isBanState(value: unknown): value is BanState {
  return typeof value === 'object' && value !== null && (value as BanState).banned === true;
}

type ShowBanPage = (state: BanState) => void;
let show: ShowBanPage | null = null;
let waiting: BanState | null = null;

/**
 * The server said the member is banned (403 banned): the session is over, and the member is shown
 * the /ban page. The first call (user.php) can answer before the router exists: the page is
 * shown as soon as it does.
 */
export function meetBan(queryClient: QueryClient, error: ApiError): void {
  endSession(queryClient);
  const until = error.params?.until;
  const state: BanState = { banned: true, until: typeof until === 'string' ? until : null };
  if (show) show(state);
  else waiting = state;
}

/** Connects the router that shows the ban page. */
export function showBanPageWith(showBanPage: ShowBanPage): void {
  show = showBanPage;
  if (waiting) showBanPage(waiting);
  waiting = null;
}
