import type { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeBus } from './bus';
import { LocalDelivery, type RealtimeListener, type StreamNumbers } from './local-delivery';
import { Outbox } from './outbox';
import { connectRedisPair } from './redis-clients';

/** What crosses Redis: an event with its numbers in the stream of the process that published it. */
interface Envelope {
  stream: string;
  numbers: StreamNumbers;
  event: RealtimeEvent;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;
/** What the bus uses of its two connections. */
interface Publisher extends EventEmitter {
  readonly isReady: boolean;
  publish(channel: string, message: string): Promise<unknown>;
  close(): Promise<void>;
}
interface Subscriber {
  close(): Promise<void>;
}

export interface RedisBusOptions {
  /**
   * DEPLOYMENT_NAME, the first part of every channel: pub/sub ignores the database index, so two
   * deployments on one Redis would otherwise hear each other's events (issue 16).
   */
  deployment: string;
  log: Log;
}

/** Events held while Redis is slow or away (about 10 MB of chat messages); beyond it the oldest are dropped. */
const OUTBOX_CAPACITY = 10_000;

/**
 * Several processes (REDIS_URL): every event goes through one Redis pub/sub channel, and each
 * process hands it to the listeners it holds. One channel keeps subscribing synchronous (no
 * SUBSCRIBE round trip per socket, so no event is lost while one is under way); the price is that
 * every process sees every event, which is cheap next to the socket writes.
 *
 * Publishing never waits for Redis: the event reaches this process's own sockets at once and
 * waits in a bounded outbox for Redis, so an outage neither stalls requests nor silences the
 * members connected here. Pub/sub itself delivers at most once (a process not subscribed at that
 * moment never hears the event); the numbers in each event let a page see what it missed.
 */
export class RedisBus implements RealtimeBus {
  private readonly local: LocalDelivery;
  private readonly outbox: Outbox<string>;
  private readonly closing = new AbortController();
  private lost = 0;

  private constructor(
    private readonly publisher: Publisher,
    private readonly subscriber: Subscriber,
    private readonly channel: string,
    private readonly log: Log,
  ) {
    this.local = new LocalDelivery((error) => log.error({ err: error }, 'realtime listener failed'));
    this.outbox = new Outbox({
      capacity: OUTBOX_CAPACITY,
      batchSize: 100,
      send: (batch) => this.send(batch),
      onDrop: (dropped) => {
        // Every drop counted, logged at 1, 2, 4, 8…: an outage is seen without a line per event.
        if ((dropped & (dropped - 1)) === 0) log.warn({ dropped }, 'realtime events dropped: the outbox to Redis is full');
      },
    });
  }

  static async connect(url: string, { deployment, log }: RedisBusOptions): Promise<RedisBus> {
    const { publisher, subscriber } = await connectRedisPair(url, log, 'realtime bus');
    const bus = new RedisBus(publisher, subscriber, `${deployment}:realtime:events`, log);
    await subscriber.subscribe(bus.channel, (message) => bus.receive(message));
    return bus;
  }

  publish(userIds: readonly number[], event: RealtimeEvent): void {
    const numbers = this.local.publish(userIds, event);
    const envelope: Envelope = { stream: this.local.stream, numbers, event };
    this.outbox.push(JSON.stringify(envelope));
  }

  subscribe(userId: number, listener: RealtimeListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  private receive(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch (error) {
      this.log.error({ err: error }, 'realtime bus: unreadable message');
      return;
    }
    // This process's own events reached its sockets when they were published.
    if (envelope.stream === this.local.stream) return;
    this.local.receive(envelope.stream, envelope.numbers, envelope.event);
  }

  /**
   * Waits for Redis rather than handing the batch to the client's own queue, which would give up
   * on it after a few seconds; what is in flight when the connection drops is lost and counted.
   */
  private async send(batch: string[]): Promise<void> {
    if (!(await this.ready())) {
      this.count(batch.length, 'closed while Redis was unreachable');
      return;
    }
    const results = await Promise.allSettled(batch.map((message) => this.publisher.publish(this.channel, message)));
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length > 0) this.count(failed.length, 'the connection to Redis dropped', failed[0]!.reason);
  }

  /**
   * Settles true once the publishing connection is ready, false if the bus closes first. Not
   * events.once: it gives up at the client's first 'error', and a reconnecting client has many.
   */
  private ready(): Promise<boolean> {
    if (this.publisher.isReady) return Promise.resolve(true);
    const { signal } = this.closing;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const settle = (ready: boolean) => {
        this.publisher.off('ready', onReady);
        signal.removeEventListener('abort', onAbort);
        resolve(ready);
      };
      const onReady = () => settle(true);
      const onAbort = () => settle(false);
      this.publisher.on('ready', onReady);
      signal.addEventListener('abort', onAbort);
    });
  }

  private count(events: number, why: string, error?: unknown): void {
    this.lost += events;
    this.log.warn({ err: error, lost: this.lost }, `realtime events not published: ${why}`);
  }

  async close(): Promise<void> {
    this.closing.abort();
    await this.outbox.idle();
    await Promise.allSettled([this.subscriber.close(), this.publisher.close()]);
  }
}
