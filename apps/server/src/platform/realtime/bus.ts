import type { RealtimeEvent } from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import { LocalDelivery, type RealtimeListener } from './local-delivery';
import { RedisBus } from './redis-bus';

export type { RealtimeListener } from './local-delivery';

/**
 * Delivers events to members' open sockets. Features publish after their transaction committed;
 * each socket subscribes for its member. Nothing is stored: a member without an open socket
 * misses the event, and a page that missed one while open learns it from the numbers in the
 * events and reloads; the periodic refresh (SPEC §9) catches up with the rest. docs/realtime.md.
 */
export interface RealtimeBus {
  /** Never waits and never throws: the request that publishes is done with the event at once. */
  publish(userIds: readonly number[], event: RealtimeEvent): void;
  /** The listener gets the hello frame at once, then the member's events. Answers the unsubscribe function. */
  subscribe(userId: number, listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

/** One process: events go straight to the listeners. The default. */
export class InProcessBus implements RealtimeBus {
  private readonly local: LocalDelivery;

  constructor(onError: (error: unknown) => void = () => {}) {
    this.local = new LocalDelivery(onError);
  }

  publish(userIds: readonly number[], event: RealtimeEvent): void {
    this.local.publish(userIds, event);
  }

  subscribe(userId: number, listener: RealtimeListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  async close(): Promise<void> {}
}

/** The bus main.ts and the tests get: Redis when REDIS_URL is set, otherwise this process alone. */
export async function createRealtimeBus(options: {
  redisUrl: string | undefined;
  deployment: string;
  log: FastifyBaseLogger;
}): Promise<RealtimeBus> {
  const { redisUrl, deployment, log } = options;
  if (!redisUrl) return new InProcessBus((error) => log.error({ err: error }, 'realtime listener failed'));
  const bus = await RedisBus.connect(redisUrl, { deployment, log });
  // For the operator to compare: every process of one deployment must name the same.
  log.info({ deployment }, 'real-time events through Redis');
  return bus;
}
