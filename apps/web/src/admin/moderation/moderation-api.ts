import { type ModerationDecisionBody, type ModerationFilter, OkResponse, PhotoQueue, TextQueue } from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../admin-api';

export type QueueKind = 'photos' | 'texts';

export const photoQueueQuery = (siteId: number | null, filter: ModerationFilter) =>
  queryOptions({
    queryKey: ['admin', 'moderation', 'photos', siteId, filter],
    queryFn: ({ signal }) => adminFetch('moderation/photos', { schema: PhotoQueue, query: { siteId: siteId ?? undefined, filter }, signal }),
  });

export const textQueueQuery = (siteId: number | null, filter: ModerationFilter) =>
  queryOptions({
    queryKey: ['admin', 'moderation', 'texts', siteId, filter],
    queryFn: ({ signal }) => adminFetch('moderation/texts', { schema: TextQueue, query: { siteId: siteId ?? undefined, filter }, signal }),
  });

/**
 * Decides one item of a queue. The page moves on before the answer arrives; afterwards the queue,
 * its count and the audit trails are read again.
 */
export function useDecision(kind: QueueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ModerationDecisionBody & { id: number }) =>
      adminFetch(`moderation/${kind}/${id}`, { method: 'POST', body, schema: OkResponse }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'moderation', kind] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'queue-count'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}
