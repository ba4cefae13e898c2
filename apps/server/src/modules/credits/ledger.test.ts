import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../../db/schema';
import { signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { changeCredits } from './ledger';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const balance = async (userId: number) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;
const ledgerOf = (userId: number) => t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

describe('changeCredits', () => {
  it('moves the balance and writes a ledger row with the balance after', async () => {
    const { user } = await signUp(t);
    const start = user.credits;
    const result = await t.db.transaction((tx) => changeCredits(tx, user.id, -3, 'message', null));
    expect(result).toEqual({ balance: start - 3, applied: true });
    expect(await balance(user.id)).toBe(start - 3);
    expect((await ledgerOf(user.id)).at(-1)).toMatchObject({ delta: -3, balanceAfter: start - 3, reason: 'message' });
  });

  it('never lets the balance go below zero, and then writes nothing', async () => {
    const { user } = await signUp(t);
    const before = await ledgerOf(user.id);
    await expect(
      t.db.transaction((tx) => changeCredits(tx, user.id, -(user.credits + 1), 'gift', null)),
    ).rejects.toMatchObject({ code: 'not_enough_credits', statusCode: 402, message: 'You do not have enough credits' });
    expect(await balance(user.id)).toBe(user.credits);
    expect(await ledgerOf(user.id)).toEqual(before);
    await t.db.transaction((tx) => changeCredits(tx, user.id, -user.credits, 'gift', null));
    expect(await balance(user.id)).toBe(0);
  });

  it('applies one idempotency key once', async () => {
    const { user } = await signUp(t);
    const first = await t.db.transaction((tx) => changeCredits(tx, user.id, 50, 'payment', 'payment:1'));
    const second = await t.db.transaction((tx) => changeCredits(tx, user.id, 50, 'payment', 'payment:1'));
    expect(first).toEqual({ balance: user.credits + 50, applied: true });
    expect(second).toEqual({ balance: user.credits + 50, applied: false });
    expect((await ledgerOf(user.id)).filter((row) => row.idempotencyKey === 'payment:1')).toHaveLength(1);
  });
});

describe('changeCredits with the same key at the same time', () => {
  // PGlite is one connection: two transactions cannot overlap there.
  it.runIf(process.env.DATABASE_URL)('applies the key once and answers applied false to the loser', async () => {
    const { user } = await signUp(t);
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstApplied!: () => void;
    const firstDone = new Promise<void>((resolve) => (firstApplied = resolve));
    const first = t.db.transaction(async (tx) => {
      const result = await changeCredits(tx, user.id, 7, 'payment', 'payment:race');
      firstApplied();
      await firstHolds;
      return result;
    });
    await firstDone;
    // The second transaction passes the key check (the first has not committed) and then waits on
    // the balance row; once the first commits, its ledger row breaks the unique index.
    const second = t.db.transaction((tx) => changeCredits(tx, user.id, 7, 'payment', 'payment:race'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();
    expect(await first).toEqual({ balance: user.credits + 7, applied: true });
    expect(await second).toEqual({ balance: user.credits + 7, applied: false });
    expect(await balance(user.id)).toBe(user.credits + 7);
    expect((await ledgerOf(user.id)).filter((row) => row.idempotencyKey === 'payment:race')).toHaveLength(1);
  });
});
