import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { SimulatedPayment } from './simulated-psp';
import { DatabaseStore, MemoryStore, type SimulatedStore } from './simulated-store';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let next = 0;
const openPayment = (): SimulatedPayment => ({
  id: `tr_store${next++}`,
  mode: 'test',
  createdAt: new Date().toISOString(),
  amount: { currency: 'EUR', value: '14.99' },
  description: '50 credits',
  method: 'ideal',
  status: 'open',
  sequenceType: 'oneoff',
  customerId: null,
  mandateId: null,
  metadata: { order_id: 1 },
  redirectUrl: 'https://shop.example/transactions/1',
  webhookUrl: null,
  locale: null,
  settledAt: null,
  collection: null,
});

describe.each([
  ['memory', () => new MemoryStore()],
  ['database', () => new DatabaseStore(t.db)],
])('the simulated provider kept in %s', (_, makeStore: () => SimulatedStore) => {
  it('gives back what was stored, as a copy', async () => {
    const store = makeStore();
    const payment = openPayment();
    expect(await store.insert('payment', payment.id, payment)).toBe(true);
    const read = await store.get('payment', payment.id);
    expect(read).toEqual(payment);
    expect(read).not.toBe(payment);
    expect(await store.get('payment', 'tr_none')).toBeUndefined();
  });

  it('keeps the first of two objects with one id (an idempotent request answered twice)', async () => {
    const store = makeStore();
    expect(await store.insert('answer', 'key-1', { id: 'first' })).toBe(true);
    expect(await store.insert('answer', 'key-1', { id: 'second' })).toBe(false);
    expect(await store.get('answer', 'key-1')).toEqual({ id: 'first' });
  });

  it('settles a payment once when two processes try at the same time', async () => {
    const store = makeStore();
    const payment = openPayment();
    await store.insert('payment', payment.id, payment);
    const [a, b] = await Promise.all([
      store.changePayment(payment.id, ['open'], { status: 'paid', settledAt: new Date().toISOString() }),
      store.changePayment(payment.id, ['open'], { status: 'failed', settledAt: new Date().toISOString() }),
    ]);
    const winners = [a, b].filter(Boolean);
    expect(winners).toHaveLength(1);
    expect(await store.get('payment', payment.id)).toEqual(winners[0]);
    expect(await store.changePayment(payment.id, ['open', 'pending'], { status: 'canceled' })).toBeUndefined();
  });
});
