/** SPEC §9: member data (user, chats, likes) is refreshed first this long after the page loads, */
export const FIRST_REFRESH_MS = 5_000;
/** and then at this interval, */
export const REFRESH_MS = 60_000;
/** or at this one when the browser is subscribed to push, which brings the news sooner anyway. */
export const PUSH_REFRESH_MS = 300_000;

/**
 * The refetch interval of a member query after it has been loaded `updateCount` times: the load
 * itself counts as the first, so the first refresh follows it after 5 s and the rest every 60 s,
 * or every 300 s with a push subscription.
 */
export function refreshInterval(updateCount: number, pushSubscribed: boolean): number {
  if (updateCount <= 1) return FIRST_REFRESH_MS;
  return pushSubscribed ? PUSH_REFRESH_MS : REFRESH_MS;
}

/** The first WebSocket reconnect waits this long; each further try doubles it, up to the maximum. */
export const REALTIME_RECONNECT_MIN_MS = 1_000;
export const REALTIME_RECONNECT_MAX_MS = 30_000;
