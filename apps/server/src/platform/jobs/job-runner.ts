import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { addMs, type Clock, DAY_MS, MINUTE_MS } from '../clock';

export type JobPayload = Record<string, unknown>;
export type JobHandler = (payload: JobPayload) => Promise<void>;

/** What the runner tells of each job it ran, for the metrics. */
export interface JobMetrics {
  jobRan(type: string, outcome: 'done' | 'failed'): void;
}

/** Jobs taken per round; a round repeats until no due job is left. */
const BATCH = 10;
/** A claimed job whose worker died becomes due again after this. */
const LOCK_MS = 10 * MINUTE_MS;
/** A failing job waits 1, 2, 4, … minutes before its next try, at most a day. */
const retryDelay = (attempts: number) => Math.min(MINUTE_MS * 2 ** (attempts - 1), DAY_MS);

/**
 * Runs durable background work from the `jobs` table. Several server processes may poll the same
 * database: FOR UPDATE SKIP LOCKED hands each due job to exactly one of them.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> | undefined;
  /** wake() was called while a round ran: that round may have claimed before the new job existed. */
  private woken = false;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: JobMetrics,
  ) {}

  register(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  /** Runs every job that is due now; returns how many ran (failed ones included). */
  async runDueJobs(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await this.claim();
      for (const job of claimed) await this.run(job);
      ran += claimed.length;
      if (claimed.length < BATCH) return ran;
    }
  }

  /** Polls every intervalMs until stop(); a round never overlaps the previous one. */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), intervalMs);
  }

  /**
   * A job was just queued that someone waits for (a push about a new message): run a round now
   * rather than at the next tick. Only while polling; tests run their jobs themselves.
   */
  wake(): void {
    if (!this.timer) return;
    this.woken = true;
    this.tick();
  }

  private tick(): void {
    if (this.round) return;
    this.woken = false;
    this.round = this.runDueJobs()
      .catch((error: unknown) => this.log.error({ err: error }, 'job round failed'))
      .finally(() => {
        this.round = undefined;
        if (this.woken && this.timer) this.tick();
      });
  }

  /** Stops polling and waits for the round under way, so shutdown does not cut a job in half. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.round;
  }

  private async claim() {
    const now = this.now();
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now))))
      .orderBy(jobs.runAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({ lockedUntil: addMs(now, LOCK_MS) })
      .where(inArray(jobs.id, due))
      .returning();
  }

  private async run(job: typeof jobs.$inferSelect): Promise<void> {
    try {
      const handler = this.handlers.get(job.type);
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job.payload);
      await this.db.update(jobs).set({ doneAt: this.now(), lockedUntil: null }).where(eq(jobs.id, job.id));
      this.metrics?.jobRan(job.type, 'done');
    } catch (error) {
      this.metrics?.jobRan(job.type, 'failed');
      const attempts = job.attempts + 1;
      this.log.warn({ err: error, jobId: job.id, type: job.type, attempts }, 'job failed');
      await this.db
        .update(jobs)
        .set({
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          runAt: addMs(this.now(), retryDelay(attempts)),
          lockedUntil: null,
        })
        .where(eq(jobs.id, job.id));
    }
  }
}
