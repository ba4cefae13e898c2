import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/profile.php?id=: a member's profile; opening it as a member marks their like as seen.
 * Shared: the profile page shows it, a refused chat names whom it was with.
 */
export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: ['member', id],
    queryFn: ({ signal }) => api('profile.php', 'MemberProfileResponse', { query: { id }, signal }),
  });
