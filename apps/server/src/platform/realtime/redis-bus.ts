import type { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeBus } from './bus';
import { LocalDelivery, type RealtimeListener, type StreamNumbers } from './local-delivery';
import { Outbox } from './outbox';
import { connectRedisPair } from './redis-clients';

/**
 * What crosses Redis, as text: `<stream> <userId>:<n>,… <event JSON>`, the publishing process's
 * stream and the event's numbers in it ahead of the event, so that a process passes over its own
 * events (pub/sub hands them back to it) and records the numbers of members it holds no socket
 * for without parsing JSON; the event's text is the one made for this process's own sockets.
 */
function envelope(stream: string, numbers: StreamNumbers, json: string): string {
  return `${stream} ${numbers.map(([userId, n]) => `${userId}:${n}`).join(',')} ${json}`;
}

const ENVELOPE = /^(\S+) (\d+:\d+(?:,\d+:\d+)*) /;

/** The envelope's parts; the event's text is not parsed here. */
function openEnvelope(message: string): { stream: string; numbers: StreamNumbers; json: string } {
  const [head, stream, numbers] = ENVELOPE.exec(message) ?? [];
  if (!head || !stream || !numbers) throw new Error('not an envelope');
  return {
    stream,
    numbers: numbers.split(',').map((pair) => {
      const [userId, n] = pair.split(':');
      return [Number(userId), Number(n)];
    }),
    json: message.slice(head.length),
  };
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

/**
 * The channel, named by the envelope's version: during a rolling restart processes of the old and
 * the new build run side by side, and one could not read the other's envelopes (an error logged
 * per event). Apart, each only misses the other's events for those seconds, which the pages
 * reload when their socket moves to a new process (deploy/README.md).
 */
export const REALTIME_CHANNEL = 'realtime:events:2';

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
  /** How this process's own envelopes begin. */
  private readonly ownPrefix: string;
  private lost = 0;

  private constructor(
    private readonly publisher: Publisher,
    private readonly subscriber: Subscriber,
    private readonly channel: string,
    private readonly log: Log,
  ) {
    this.local = new LocalDelivery((error) => log.error({ err: error }, 'realtime listener failed'));
    this.ownPrefix = `${this.local.stream} `;
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
    const bus = new RedisBus(publisher, subscriber, `${deployment}:${REALTIME_CHANNEL}`, log);
    await subscriber.subscribe(bus.channel, (message) => bus.receive(message));
    return bus;
  }

  publish(userIds: readonly number[], event: RealtimeEvent): void {
    const { numbers, json } = this.local.publish(userIds, event);
    this.outbox.push(envelope(this.local.stream, numbers, json));
  }

  subscribe(userId: number, listener: RealtimeListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  private receive(message: string): void {
    // This process's own events reached its sockets when they were published.
    if (message.startsWith(this.ownPrefix)) return;
    try {
      const { stream, numbers, json } = openEnvelope(message);
      this.local.receive(stream, numbers, json);
    } catch (error) {
      this.log.error({ err: error }, 'realtime bus: unreadable message');
    }
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
