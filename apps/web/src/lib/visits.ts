import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/visits.php: how many visited the member's profile and, for premium members, who. Read
 * afresh whenever the likes page opens (no staleTime), so a member who just went premium sees who;
 * shared with what refreshes it (a push, a block).
 */
export const visitsQuery = queryOptions({
  queryKey: ['visits'],
  queryFn: ({ signal }) => api('visits.php', 'VisitsResponse', { signal }),
});
