import type { User } from '@app/core';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The logged-in member (null for a visitor), shared by the whole app under the ['user'] key
 * (SPEC §7 GET /api/user.php). A member's data refreshes on the SPEC §9 schedule
 * (useMemberRefresh); a visitor's answer would not change, so it is not polled.
 */
export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => api('user.php', 'UserResponse', { signal }).then((answer) => answer.user),
  staleTime: Infinity,
});

/** Every call that logs in or changes the member answers with the user: keep it as the session. */
export function setSessionUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(userQuery.queryKey, user);
}

/**
 * The session is over (logout, deletion, or the server said so, SPEC §8): the member becomes a
 * visitor and everything loaded for the member is dropped. Dropped, not refetched: a refetch would
 * only be answered with authentication_required again.
 */
export function endSession(queryClient: QueryClient): void {
  setSessionUser(queryClient, null);
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== userQuery.queryKey[0] && query.meta?.site !== true,
  });
}

let leaving = false;

/** True while the member is leaving on purpose (logout, deletion) and the next page is on its way. */
export function isLeavingSession(): boolean {
  return leaving;
}

/**
 * Ends the session first, so nothing of the member's is fetched again with a cookie that no
 * longer works, and only then moves on; members-only pages wait instead of sending the visitor to
 * the login page meanwhile.
 */
export async function leaveSession(queryClient: QueryClient, go: () => Promise<void> | void): Promise<void> {
  leaving = true;
  endSession(queryClient);
  try {
    await go();
  } finally {
    leaving = false;
  }
}
