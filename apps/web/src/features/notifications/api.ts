import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { userQuery } from '../../lib/session';

/**
 * GET /api/unsubscribe.php?token=: what a mailed unsubscribe link would switch off, without
 * switching it (mail scanners open links too). A bad token is an answer, not worth retrying.
 */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => api('unsubscribe.php', 'UnsubscribeResponse', { query: { token }, signal }),
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 5,
    staleTime: Infinity,
  });

/** POST /api/unsubscribe.php?token=: switches that kind of mail off; the member's settings follow. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Only whether it worked matters; what was switched off is known from the question asked before.
    mutationFn: () => api('unsubscribe.php', 'UnsubscribeResponse', { method: 'POST', query: { token }, repeatable: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}
