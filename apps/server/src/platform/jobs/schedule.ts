import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import type { JobPayload } from './job-runner';

/** Queues work for the job runner; pass the transaction so the job exists only if the change commits. */
export async function scheduleJob(db: Db, type: string, payload: JobPayload, runAt: Date): Promise<void> {
  await db.insert(jobs).values({ type, payload, runAt });
}

/** Drops not-yet-done jobs of a type whose payload contains the given fields. */
export async function cancelJobs(db: Db, type: string, payload: JobPayload): Promise<void> {
  await db
    .delete(jobs)
    .where(and(eq(jobs.type, type), isNull(jobs.doneAt), sql`${jobs.payload} @> ${JSON.stringify(payload)}::jsonb`));
}
