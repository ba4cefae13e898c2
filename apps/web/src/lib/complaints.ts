import type { AppealBody, ComplaintBody } from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** The schemas the complaint and appeal forms check before sending. */
export const complaintChecks = () => import('./complaint-checks');

/** POST /api/complaints.php: answers the complaint's reference. */
export function useSendComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintBody) => api('complaints.php', 'ComplaintResponse', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myComplaintsQuery.queryKey }),
  });
}

/** GET /api/my-complaints.php: the member's complaints, made and about them, with the decisions (a banned member's too). */
export const myComplaintsQuery = queryOptions({
  queryKey: ['my-complaints'],
  queryFn: ({ signal }) => api('my-complaints.php', 'MyComplaintsResponse', { signal }).then((answer) => answer.complaints),
});

/** POST /api/complaint-appeal.php */
export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealBody) => api('complaint-appeal.php', 'MyComplaint', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myComplaintsQuery.queryKey }),
  });
}
