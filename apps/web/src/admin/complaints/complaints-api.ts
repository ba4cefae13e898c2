import {
  AdminComplaintDetail,
  type AppealDecisionBody,
  type ComplaintDecisionBody,
  ComplaintQueue,
} from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../admin-api';

export const complaintQueueQuery = (siteId: number | null) =>
  queryOptions({
    queryKey: ['admin', 'complaints', siteId],
    queryFn: ({ signal }) => adminFetch('complaints', { schema: ComplaintQueue, query: { siteId: siteId ?? undefined }, signal }),
    refetchInterval: 30_000,
  });

export const complaintQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'complaint', id],
    queryFn: ({ signal }) => adminFetch(`complaints/${id}`, { schema: AdminComplaintDetail, signal }),
  });

/** A decision changes the complaint, the queue and its count, the member and the audit trail. */
function useDecided(id: number) {
  const queryClient = useQueryClient();
  return (detail: AdminComplaintDetail) => {
    queryClient.setQueryData(complaintQuery(id).queryKey, detail);
    for (const key of ['complaints', 'queue-count', 'audit', 'member']) void queryClient.invalidateQueries({ queryKey: ['admin', key] });
  };
}

export function useDecide(id: number) {
  const decided = useDecided(id);
  return useMutation({
    mutationFn: (body: ComplaintDecisionBody) =>
      adminFetch(`complaints/${id}/decision`, { method: 'POST', body, schema: AdminComplaintDetail }),
    onSuccess: decided,
  });
}

export function useDecideAppeal(id: number) {
  const decided = useDecided(id);
  return useMutation({
    mutationFn: (body: AppealDecisionBody) =>
      adminFetch(`complaints/${id}/appeal-decision`, { method: 'POST', body, schema: AdminComplaintDetail }),
    onSuccess: decided,
  });
}
