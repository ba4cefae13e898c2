import { QueueCount } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Badge } from 'react-bootstrap';
import { adminFetch, useAdminSite } from './admin-api';

/** A queue's size on the site worked on; refreshed often, as moderators empty it together. */
export const queueCountQuery = (countPath: string, siteId: number | null) =>
  queryOptions({
    queryKey: ['admin', 'queue-count', countPath, siteId],
    queryFn: ({ signal }) => adminFetch(countPath, { schema: QueueCount, query: { siteId: siteId ?? undefined }, signal }),
    refetchInterval: 30_000,
  });

/** The count beside a queue's name; nothing while it loads or when the queue is empty. */
export function QueueCountBadge({ countPath, label }: { countPath: string; label: string }) {
  const { siteId } = useAdminSite();
  const { data } = useQuery(queueCountQuery(countPath, siteId));
  if (!data?.count) return null;
  return (
    <Badge bg="danger" pill className="ms-1" aria-label={`${data.count} waiting in ${label}`}>
      {data.count}
    </Badge>
  );
}
