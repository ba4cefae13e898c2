import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testClock } from '../../test/test-clock';
import { addMs, MINUTE_MS } from '../clock';
import { JobRunner, type JobPayload } from './job-runner';
import { cancelJobs, scheduleJob } from './schedule';

const clock = testClock();
let t: TestApp;
let runner: JobRunner;
const ran: JobPayload[] = [];
let failing = true;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  runner = new JobRunner(t.db, clock.now, t.app.log);
  runner.register('record', async (payload) => {
    ran.push(payload);
  });
  runner.register('flaky', async () => {
    if (failing) throw new Error('remote down');
  });
});
afterAll(() => t?.close());

const jobRow = async (type: string) => (await t.db.select().from(jobs).where(eq(jobs.type, type)))[0]!;

describe('job runner', () => {
  it('runs due jobs once, and future ones only when their time comes', async () => {
    await scheduleJob(t.db, 'record', { n: 1 }, clock.now());
    await scheduleJob(t.db, 'record', { n: 2 }, addMs(clock.now(), 10 * MINUTE_MS));
    expect(await runner.runDueJobs()).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);
    expect(await runner.runDueJobs()).toBe(0);
    clock.advance(10 * MINUTE_MS);
    expect(await runner.runDueJobs()).toBe(1);
    expect(ran).toEqual([{ n: 1 }, { n: 2 }]);
    const done = await t.db.select().from(jobs).where(eq(jobs.type, 'record'));
    expect(done.every((job) => job.doneAt !== null && job.lockedUntil === null)).toBe(true);
  });

  it('retries a failing job later and later, keeping the error', async () => {
    await scheduleJob(t.db, 'flaky', {}, clock.now());
    await runner.runDueJobs();
    let job = await jobRow('flaky');
    expect(job).toMatchObject({ attempts: 1, lastError: 'remote down', doneAt: null, lockedUntil: null });
    expect(job.runAt).toEqual(addMs(clock.now(), MINUTE_MS));

    clock.advance(MINUTE_MS);
    await runner.runDueJobs();
    job = await jobRow('flaky');
    expect(job.attempts).toBe(2);
    expect(job.runAt).toEqual(addMs(clock.now(), 2 * MINUTE_MS));

    failing = false;
    clock.advance(2 * MINUTE_MS);
    await runner.runDueJobs();
    expect((await jobRow('flaky')).doneAt).toEqual(clock.now());
  });

  it('records a job of an unknown type as failed', async () => {
    await scheduleJob(t.db, 'mystery', {}, clock.now());
    await runner.runDueJobs();
    expect(await jobRow('mystery')).toMatchObject({ attempts: 1, lastError: 'No handler for job type mystery' });
    await t.db.delete(jobs).where(eq(jobs.type, 'mystery'));
  });

  it('hands a batch handler the round’s jobs of its type at once, each job done or failed by its own outcome', async () => {
    const batches: JobPayload[][] = [];
    runner.registerBatch('batched', async (payloads) => {
      batches.push(payloads);
      return payloads.map(({ n }) => (n === 2 ? { status: 'rejected', reason: new Error('two failed') } : { status: 'fulfilled', value: undefined }));
    });
    for (const n of [1, 2, 3]) await scheduleJob(t.db, 'batched', { n }, clock.now());
    await runner.runDueJobs();
    expect(batches).toEqual([[{ n: 1 }, { n: 2 }, { n: 3 }]]);
    const rows = await t.db.select().from(jobs).where(eq(jobs.type, 'batched')).orderBy(jobs.id);
    expect(rows.map((job) => [job.doneAt !== null, job.attempts, job.lastError])).toEqual([
      [true, 0, null],
      [false, 1, 'two failed'],
      [true, 0, null],
    ]);
    await t.db.delete(jobs).where(eq(jobs.type, 'batched'));
  });

  it('does not hand out a job another runner holds', async () => {
    await scheduleJob(t.db, 'record', { n: 'held' }, clock.now());
    const [held] = await t.db.select().from(jobs).where(eq(jobs.payload, { n: 'held' }));
    await t.db.update(jobs).set({ lockedUntil: addMs(clock.now(), MINUTE_MS) }).where(eq(jobs.id, held!.id));
    expect(await runner.runDueJobs()).toBe(0);
    // A runner that died leaves its lock behind; once it lapses the job is due again.
    clock.advance(2 * MINUTE_MS);
    expect(await runner.runDueJobs()).toBe(1);
    expect(ran.at(-1)).toEqual({ n: 'held' });
  });

  it('cancels pending jobs by payload', async () => {
    await scheduleJob(t.db, 'record', { userId: 7 }, clock.now());
    await scheduleJob(t.db, 'record', { userId: 8 }, clock.now());
    await cancelJobs(t.db, 'record', { userId: 7 });
    ran.length = 0;
    await runner.runDueJobs();
    expect(ran).toEqual([{ userId: 8 }]);
  });

  it('polls on an interval until stopped', async () => {
    const polling = new JobRunner(t.db, clock.now, t.app.log);
    const seen: JobPayload[] = [];
    polling.register('polled', async (payload) => {
      seen.push(payload);
    });
    await scheduleJob(t.db, 'polled', { n: 1 }, clock.now());
    polling.start(20);
    await expect.poll(() => seen.length).toBe(1);
    await polling.stop();
  });

  it('stops after the batch under way, leaving a backlog to the next process', async () => {
    const stopping = new JobRunner(t.db, clock.now, t.app.log);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: JobPayload[] = [];
    stopping.register('backlog', async (payload) => {
      seen.push(payload);
      await held;
    });
    for (let n = 0; n < 25; n++) await scheduleJob(t.db, 'backlog', { n }, clock.now());
    stopping.start(60 * MINUTE_MS);
    await expect.poll(() => seen.length).toBe(1);
    const stopped = stopping.stop();
    release();
    await stopped;
    // The first batch of ten ran; the fifteen others wait, still due.
    expect(seen).toHaveLength(10);
    const waiting = await t.db.select().from(jobs).where(and(eq(jobs.type, 'backlog'), isNull(jobs.doneAt), isNull(jobs.lockedUntil)));
    expect(waiting).toHaveLength(15);
    await cancelJobs(t.db, 'backlog', {});
  });

  it('runs a round at once when woken while polling, and not when it is not', async () => {
    const woken = new JobRunner(t.db, clock.now, t.app.log);
    const seen: JobPayload[] = [];
    woken.register('woken', async (payload) => {
      seen.push(payload);
    });
    await scheduleJob(t.db, 'woken', { n: 1 }, clock.now());
    woken.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);

    // An hour between ticks: start() runs the first round, only wake() can have run the next.
    woken.start(60 * MINUTE_MS);
    woken.wake();
    await expect.poll(() => seen).toEqual([{ n: 1 }]);
    await scheduleJob(t.db, 'woken', { n: 2 }, clock.now());
    woken.wake();
    await expect.poll(() => seen).toEqual([{ n: 1 }, { n: 2 }]);
    await woken.stop();
  });

  it('runs a recurring job again and again from one row, however many processes schedule it', async () => {
    // Two processes starting side by side: each makes the row, one row is kept.
    const processes = [new JobRunner(t.db, clock.now, t.app.log), new JobRunner(t.db, clock.now, t.app.log)];
    let runs = 0;
    let fails = false;
    for (const process of processes) {
      process.registerRecurring('tick', 5 * MINUTE_MS, async () => {
        if (fails) throw new Error('tick failed');
        runs++;
      });
    }
    await Promise.all(processes.map((process) => process.scheduleRecurring()));
    expect(await t.db.select().from(jobs).where(eq(jobs.type, 'tick'))).toHaveLength(1);

    await Promise.all(processes.map((process) => process.runDueJobs()));
    expect(runs).toBe(1);
    expect(await jobRow('tick')).toMatchObject({ doneAt: null, lockedUntil: null, runAt: addMs(clock.now(), 5 * MINUTE_MS) });
    // A restart does not bring the next run forward.
    await processes[0]!.scheduleRecurring();
    expect(await processes[0]!.runDueJobs()).toBe(0);
    clock.advance(5 * MINUTE_MS);
    expect(await processes[1]!.runDueJobs()).toBe(1);
    expect(runs).toBe(2);

    // A failure is retried as a one-off job is, but never later than the next run would be.
    fails = true;
    for (let i = 0; i < 5; i++) {
      clock.advance(5 * MINUTE_MS);
      await processes[0]!.runDueJobs();
    }
    expect(await jobRow('tick')).toMatchObject({ attempts: 5, runAt: addMs(clock.now(), 5 * MINUTE_MS) });
    fails = false;
    clock.advance(5 * MINUTE_MS);
    await processes[0]!.runDueJobs();
    expect(await jobRow('tick')).toMatchObject({ attempts: 0, lastError: null, doneAt: null });
    expect(runs).toBe(3);
    await t.db.delete(jobs).where(eq(jobs.type, 'tick'));
  });
});
