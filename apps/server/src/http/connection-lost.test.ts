import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/*
 * A PostgreSQL restart, failover or an administrator ends the server's connections, some of them
 * in the middle of a transaction. Only PostgreSQL has connections to lose.
 */
describe.runIf(process.env.DATABASE_URL)('a database connection lost inside a transaction', () => {
  let t: TestApp;
  let letGo = () => {};
  let gate = Promise.resolve();

  beforeAll(async () => {
    t = await buildTestApp();
    // A request that keeps its transaction open, idle, until the test lets it go on.
    t.app.get('/test/transaction', async () => {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
        await tx.execute(sql`select 1`);
      });
      return { done: true };
    });
  });
  afterAll(() => t?.close());

  /** The backends of this test's database that wait inside a transaction, with `column` of each. */
  const idleInTransaction = <T>(column: SQL<T>) =>
    t.db
      .select({ value: column })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and state = 'idle in transaction'`);

  async function untilIdleInTransaction(): Promise<void> {
    while ((await idleInTransaction(sql<number>`pid`)).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('fails the request under way with a retryable 503, and the next request works', async () => {
    gate = new Promise<void>((resolve) => (letGo = resolve));
    const held = t.app.inject({ method: 'GET', url: '/test/transaction' });
    await untilIdleInTransaction();

    expect(await idleInTransaction(sql<boolean>`pg_terminate_backend(pid)`)).toEqual([{ value: true }]);
    letGo();

    const failed = await held;
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBeDefined();
    expect(failed.json()).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });

    const next = await t.app.inject({ method: 'GET', url: '/test/transaction' });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({ done: true });
  });
});
