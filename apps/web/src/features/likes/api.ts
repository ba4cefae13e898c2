import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * GET /api/visits.php: how many visited the member's profile and, for premium members, who. Read
 * afresh whenever the likes page opens (no staleTime), so a member who just went premium sees who.
 */
export const visitsQuery = queryOptions({
  queryKey: ['visits'],
  queryFn: ({ signal }) => api('visits.php', 'VisitsResponse', { signal }),
});
