import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { addMs, type Clock, DAY_MS, MINUTE_MS } from '../clock';

export type JobPayload = Record<string, unknown>;
export type JobHandler = (payload: JobPayload) => Promise<void>;
/**
 * The jobs of one type in a round, at once, so that what they read can be read for all of them in
 * one statement (a notification per paid message at a peak); answers each job's outcome, in order.
 */
export type BatchJobHandler = (payloads: JobPayload[]) => Promise<PromiseSettledResult<void>[]>;

/** Runs each item in turn; one failing does not keep the others from running. */
export async function oneByOne<T>(items: T[], run: (item: T) => Promise<void>): Promise<PromiseSettledResult<void>[]> {
  const outcomes: PromiseSettledResult<void>[] = [];
  for (const item of items) {
    try {
      await run(item);
      outcomes.push({ status: 'fulfilled', value: undefined });
    } catch (reason) {
      outcomes.push({ status: 'rejected', reason });
    }
  }
  return outcomes;
}

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

/** The claimed jobs by type, each type in the order it was first claimed. */
function byType<J extends { type: string }>(claimed: J[]): J[][] {
  const batches = new Map<string, J[]>();
  for (const job of claimed) {
    const batch = batches.get(job.type);
    if (batch) batch.push(job);
    else batches.set(job.type, [job]);
  }
  return [...batches.values()];
}

/**
 * Runs durable background work from the `jobs` table. Several server processes may poll the same
 * database: FOR UPDATE SKIP LOCKED hands each due job to exactly one of them.
 */
export class JobRunner {
  private readonly handlers = new Map<string, BatchJobHandler>();
  /** The recurring jobs' types and how long each waits after a run. */
  private readonly recurring = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> | undefined;
  /** wake() was called while a round ran: that round may have claimed before the new job existed. */
  private woken = false;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: JobMetrics,
  ) {}

  register(type: string, handler: JobHandler): void {
    this.registerBatch(type, (payloads) => oneByOne(payloads, handler));
  }

  registerBatch(type: string, handler: BatchJobHandler): void {
    this.handlers.set(type, handler);
  }

  /**
   * Work done every `everyMs` for as long as the site runs. It is one row of its type that is
   * never done: each run, in whichever process claims it, moves its `runAt` on, so the runs
   * never pile up or double however many processes poll. start() makes the row.
   */
  registerRecurring(type: string, everyMs: number, handler: JobHandler): void {
    this.register(type, handler);
    this.recurring.set(type, everyMs);
  }

  /**
   * Makes each recurring job's row, due now, unless it exists: processes starting side by side
   * meet at the unique index, and a restart does not make a run come earlier. Tests call it
   * themselves, as they run the jobs themselves; the other tests' runs never meet these jobs.
   */
  async scheduleRecurring(): Promise<void> {
    for (const type of this.recurring.keys()) {
      await this.db.insert(jobs).values({ type, payload: {}, runAt: this.now(), recurring: true }).onConflictDoNothing();
    }
  }

  /** Runs every job that is due now; returns how many ran (failed ones included). */
  async runDueJobs(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await this.claim();
      const done: number[] = [];
      for (const batch of byType(claimed)) {
        const outcomes = await this.run(batch);
        for (const [i, job] of batch.entries()) if (await this.finish(job, outcomes[i]!)) done.push(job.id);
      }
      // One write for the round's finished jobs (a push per message at a peak), not one each.
      if (done.length > 0) await this.db.update(jobs).set({ doneAt: this.now(), lockedUntil: null }).where(inArray(jobs.id, done));
      ran += claimed.length;
      // Stopping: the batch under way is finished, the rest waits for the next process.
      if (claimed.length < BATCH || this.stopping) return ran;
    }
  }

  /**
   * Makes the recurring jobs' rows, runs a round and then polls every intervalMs until stop(); a
   * round never overlaps the previous one.
   */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.round = this.scheduleRecurring()
      .catch((error: unknown) => this.log.error({ err: error }, 'scheduling the recurring jobs failed'))
      .finally(() => {
        this.round = undefined;
        this.tick();
      });
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

  /**
   * Stops polling and waits for the batch under way, so shutdown does not cut a job in half, nor
   * waits for a backlog (the mails of a peak of messages) to be worked off.
   */
  async stop(): Promise<void> {
    this.stopping = true;
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
    const claimed = await this.db
      .update(jobs)
      .set({ lockedUntil: addMs(now, LOCK_MS) })
      .where(inArray(jobs.id, due))
      .returning();
    // The update answers in no particular order: the jobs run in the order they fell due.
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  /** Runs the claimed jobs of one type; a handler that fails as a whole fails each of them. */
  private async run(batch: (typeof jobs.$inferSelect)[]): Promise<PromiseSettledResult<void>[]> {
    const type = batch[0]!.type;
    try {
      const handler = this.handlers.get(type);
      if (!handler) throw new Error(`No handler for job type ${type}`);
      return await handler(batch.map((job) => job.payload));
    } catch (reason) {
      return batch.map(() => ({ status: 'rejected', reason }));
    }
  }

  /** Records how a job went; answers true for a one-off job that is done, which the caller marks so. */
  private async finish(job: typeof jobs.$inferSelect, outcome: PromiseSettledResult<void>): Promise<boolean> {
    const every = job.recurring ? this.recurring.get(job.type) : undefined;
    if (outcome.status === 'fulfilled') {
      if (every !== undefined) {
        const next = { runAt: addMs(this.now(), every), attempts: 0, lastError: null, lockedUntil: null };
        await this.db.update(jobs).set(next).where(eq(jobs.id, job.id));
      }
      this.metrics?.jobRan(job.type, 'done');
      return every === undefined;
    }
    const error: unknown = outcome.reason;
    this.metrics?.jobRan(job.type, 'failed');
    const attempts = job.attempts + 1;
    this.log.warn({ err: error, jobId: job.id, type: job.type, attempts }, 'job failed');
    await this.db
      .update(jobs)
      .set({
        attempts,
        lastError: error instanceof Error ? error.message : String(error),
        // A recurring job's next run comes no later than it would have after a success.
        runAt: addMs(this.now(), Math.min(retryDelay(attempts), every ?? Infinity)),
        lockedUntil: null,
      })
      .where(eq(jobs.id, job.id));
    return false;
  }
}
