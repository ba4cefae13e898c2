import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { simulatedProviderObjects } from '../../../db/schema';
import type { SimulatedCustomer, SimulatedMandate, SimulatedPayment, SimulatedStatus } from './simulated-psp';

/** What the provider keeps: its resources, and the first answer to each idempotency key. */
export interface SimulatedObjects {
  payment: SimulatedPayment;
  customer: SimulatedCustomer;
  mandate: SimulatedMandate;
  answer: unknown;
}
export type SimulatedKind = keyof SimulatedObjects;

/** Mollie forgets an idempotency key after a day; so does the simulation, to stay small. */
const ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Where the simulated provider keeps its state. Objects go in and come out as JSON, so a caller
 * never shares one object with another request, whichever store it uses.
 */
export interface SimulatedStore {
  get<K extends SimulatedKind>(kind: K, id: string): Promise<SimulatedObjects[K] | undefined>;
  /** Stores a new object; false if the id was taken, e.g. by the same idempotent request on another process. */
  insert<K extends SimulatedKind>(kind: K, id: string, object: SimulatedObjects[K]): Promise<boolean>;
  /**
   * Changes a payment only while its status is one of `from`, and answers the changed payment, or
   * undefined when it had moved on: of two processes settling one payment, exactly one does.
   */
  changePayment(id: string, from: readonly SimulatedStatus[], changes: Partial<SimulatedPayment>): Promise<SimulatedPayment | undefined>;
  /** Writes `next` only if the payment is still exactly `read`; false when another request changed it first. */
  replacePayment(read: SimulatedPayment, next: SimulatedPayment): Promise<boolean>;
}

/** In this process's memory: for a stand-alone stand-in of Mollie, as the adapter's tests run one. */
export class MemoryStore implements SimulatedStore {
  private readonly objects = new Map<string, { json: string; at: number }>();

  async get<K extends SimulatedKind>(kind: K, id: string) {
    return this.read(kind, id);
  }

  async insert<K extends SimulatedKind>(kind: K, id: string, object: SimulatedObjects[K]) {
    const key = `${kind}:${id}`;
    if (this.objects.has(key)) return false;
    if (kind === 'answer') this.forgetOldAnswers();
    this.objects.set(key, { json: JSON.stringify(object), at: Date.now() });
    return true;
  }

  async changePayment(id: string, from: readonly SimulatedStatus[], changes: Partial<SimulatedPayment>) {
    // Read and written with no await between: that is what makes the change conditional here.
    const payment = this.read('payment', id);
    if (!payment || !from.includes(payment.status)) return undefined;
    const changed = { ...payment, ...changes };
    this.objects.set(`payment:${id}`, { json: JSON.stringify(changed), at: Date.now() });
    return changed;
  }

  async replacePayment(read: SimulatedPayment, next: SimulatedPayment) {
    const key = `payment:${read.id}`;
    const stored = this.objects.get(key);
    if (!stored || !isDeepStrictEqual(JSON.parse(stored.json), JSON.parse(JSON.stringify(read)))) return false;
    this.objects.set(key, { json: JSON.stringify(next), at: Date.now() });
    return true;
  }

  private read<K extends SimulatedKind>(kind: K, id: string) {
    const stored = this.objects.get(`${kind}:${id}`);
    return stored && (JSON.parse(stored.json) as SimulatedObjects[K]);
  }

  private forgetOldAnswers() {
    const before = Date.now() - ANSWER_KEPT_MS;
    for (const [key, { at }] of this.objects) if (key.startsWith('answer:') && at < before) this.objects.delete(key);
  }
}

/** In the app's database: every process of one site sees the same payments (the demo behind a proxy). */
export class DatabaseStore implements SimulatedStore {
  constructor(private readonly db: Db) {}

  async get<K extends SimulatedKind>(kind: K, id: string) {
    const [row] = await this.db
      .select({ data: simulatedProviderObjects.data })
      .from(simulatedProviderObjects)
      .where(and(eq(simulatedProviderObjects.kind, kind), eq(simulatedProviderObjects.id, id)));
    return row?.data as SimulatedObjects[K] | undefined;
  }

  async insert<K extends SimulatedKind>(kind: K, id: string, object: SimulatedObjects[K]) {
    if (kind === 'answer') {
      await this.db
        .delete(simulatedProviderObjects)
        .where(
          and(
            eq(simulatedProviderObjects.kind, 'answer'),
            lt(simulatedProviderObjects.createdAt, sql`now() - make_interval(secs => ${ANSWER_KEPT_MS / 1000})`),
          ),
        );
    }
    const inserted = await this.db
      .insert(simulatedProviderObjects)
      .values({ kind, id, data: object })
      .onConflictDoNothing()
      .returning({ id: simulatedProviderObjects.id });
    return inserted.length === 1;
  }

  async changePayment(id: string, from: readonly SimulatedStatus[], changes: Partial<SimulatedPayment>) {
    const [row] = await this.db
      .update(simulatedProviderObjects)
      .set({ data: sql`${simulatedProviderObjects.data} || ${JSON.stringify(changes)}::jsonb` })
      .where(
        and(
          eq(simulatedProviderObjects.kind, 'payment'),
          eq(simulatedProviderObjects.id, id),
          inArray(sql`${simulatedProviderObjects.data} ->> 'status'`, [...from]),
        ),
      )
      .returning({ data: simulatedProviderObjects.data });
    return row?.data as SimulatedPayment | undefined;
  }

  async replacePayment(read: SimulatedPayment, next: SimulatedPayment) {
    // jsonb equality compares values, not text: the payment as read, whatever its key order.
    const changed = await this.db
      .update(simulatedProviderObjects)
      .set({ data: next })
      .where(
        and(
          eq(simulatedProviderObjects.kind, 'payment'),
          eq(simulatedProviderObjects.id, read.id),
          sql`${simulatedProviderObjects.data} = ${JSON.stringify(read)}::jsonb`,
        ),
      )
      .returning({ id: simulatedProviderObjects.id });
    return changed.length === 1;
  }
}
