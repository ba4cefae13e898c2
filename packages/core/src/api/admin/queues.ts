import { z } from 'zod';
import { IdParam } from '../ids';

/** GET /api/admin/<queue>/count: how much waits in a work queue, on one site or all. */
export const QueueCountQuery = z.object({ siteId: IdParam.optional() });
export type QueueCountQuery = z.infer<typeof QueueCountQuery>;

/** What the back office home and the top bar show beside a queue: how many, and since when the oldest waits. */
export const QueueCount = z.object({
  count: z.number().int().min(0),
  oldest_at: z.iso.datetime().nullable(),
});
export type QueueCount = z.infer<typeof QueueCount>;
