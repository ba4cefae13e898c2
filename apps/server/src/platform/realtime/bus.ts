import type { RealtimeEvent } from '@app/core';
import { createClient } from 'redis';

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Delivers events to members' open sockets. Features publish after their transaction committed;
 * each socket subscribes for its member. There is no delivery guarantee: a member without an open
 * socket simply misses the event and the periodic refresh (SPEC §9) catches up.
 */
export interface RealtimeBus {
  publish(userIds: readonly number[], event: RealtimeEvent): Promise<void>;
  /** Answers the unsubscribe function. */
  subscribe(userId: number, listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

/** The listeners of this process, by member. */
class LocalListeners {
  private readonly byUser = new Map<number, Set<RealtimeListener>>();

  add(userId: number, listener: RealtimeListener): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  deliver(userIds: readonly number[], event: RealtimeEvent, onError: (error: unknown) => void): void {
    for (const userId of new Set(userIds)) {
      for (const listener of this.byUser.get(userId) ?? []) {
        try {
          listener(event);
        } catch (error) {
          onError(error);
        }
      }
    }
  }
}

/** One process: events go straight to the listeners. The default. */
export class InProcessBus implements RealtimeBus {
  private readonly listeners = new LocalListeners();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  async publish(userIds: readonly number[], event: RealtimeEvent): Promise<void> {
    this.listeners.deliver(userIds, event, this.onError);
  }

  subscribe(userId: number, listener: RealtimeListener): () => void {
    return this.listeners.add(userId, listener);
  }

  async close(): Promise<void> {}
}

const CHANNEL = 'realtime:events';

interface Envelope {
  userIds: number[];
  event: RealtimeEvent;
}

/**
 * Several processes (REDIS_URL): every event goes through one Redis pub/sub channel, and each
 * process hands it to the listeners it holds. One channel keeps subscribing synchronous (no
 * SUBSCRIBE round trip per socket, so no event is lost while one is under way); the price is that
 * every process sees every event, which is cheap next to the socket writes.
 */
export class RedisBus implements RealtimeBus {
  private readonly listeners = new LocalListeners();

  private constructor(
    private readonly publisher: { publish(channel: string, message: string): Promise<unknown>; close(): Promise<void> },
    private readonly subscriber: { close(): Promise<void> },
    private readonly onError: (error: unknown) => void,
  ) {}

  static async connect(url: string, onError: (error: unknown) => void = () => {}): Promise<RedisBus> {
    // A wrong REDIS_URL fails the start at once; a connection lost later is retried for ever.
    let started = false;
    const socket = {
      reconnectStrategy: (retries: number, cause: Error) => (started ? Math.min(50 * 2 ** retries, 2000) : cause),
    };
    const publisher = createClient({ url, socket });
    publisher.on('error', onError);
    const subscriber = publisher.duplicate();
    subscriber.on('error', onError);
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
    } catch (error) {
      publisher.destroy();
      subscriber.destroy();
      throw error;
    }
    started = true;
    const bus = new RedisBus(publisher, subscriber, onError);
    await subscriber.subscribe(CHANNEL, (message) => bus.receive(message));
    return bus;
  }

  private receive(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch (error) {
      this.onError(error);
      return;
    }
    this.listeners.deliver(envelope.userIds, envelope.event, this.onError);
  }

  async publish(userIds: readonly number[], event: RealtimeEvent): Promise<void> {
    const envelope: Envelope = { userIds: [...userIds], event };
    await this.publisher.publish(CHANNEL, JSON.stringify(envelope));
  }

  subscribe(userId: number, listener: RealtimeListener): () => void {
    return this.listeners.add(userId, listener);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.publisher.close()]);
  }
}

/** The bus main.ts and the tests get: Redis when REDIS_URL is set, otherwise this process alone. */
export async function createRealtimeBus(redisUrl: string | undefined, onError: (error: unknown) => void): Promise<RealtimeBus> {
  return redisUrl ? RedisBus.connect(redisUrl, onError) : new InProcessBus(onError);
}
