import { count, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

export interface QueuedJobs {
  type: string;
  /** Due now (or running), rather than scheduled for later: a retry's wait, an account's 14 days. */
  due: boolean;
  count: number;
}

/** The jobs not done yet, by type and whether they are due: the queue's depth. */
export function queuedJobs(db: Db, now: Date): Promise<QueuedJobs[]> {
  return db
    .select({ type: jobs.type, due: sql<boolean>`${lte(jobs.runAt, now)}`, count: count() })
    .from(jobs)
    .where(isNull(jobs.doneAt))
    .groupBy(sql`1`, sql`2`);
}
