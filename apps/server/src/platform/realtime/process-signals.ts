import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedisPair, type RedisPair } from './redis-clients';

/** `detail` says what changed (a member's id); undefined means anything may have (after an outage). */
type Listener = (detail: string | undefined) => void;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * "What you hold of X is out of date": a word from one process to every process of the deployment
 * (itself included, at once), for caches that must not wait out their lifetime after an edit. The
 * database stays the truth; a signal only says "read it again".
 */
export interface ProcessSignals {
  /** Never waits and never throws; `detail` narrows what changed, for the listeners that can use it. */
  send(signal: string, detail?: string): void;
  on(signal: string, listener: Listener): void;
  close(): Promise<void>;
}

class Listeners {
  private readonly bySignal = new Map<string, Listener[]>();

  constructor(private readonly log: Log) {}

  add(signal: string, listener: Listener): void {
    this.bySignal.set(signal, [...(this.bySignal.get(signal) ?? []), listener]);
  }

  call(signal: string, detail: string | undefined): void {
    for (const listener of this.bySignal.get(signal) ?? []) {
      try {
        listener(detail);
      } catch (error) {
        this.log.error({ err: error, signal }, 'process signal listener failed');
      }
    }
  }

  callAll(): void {
    for (const signal of this.bySignal.keys()) this.call(signal, undefined);
  }
}

/** One process: the signal reaches this process's listeners only. */
export class InProcessSignals implements ProcessSignals {
  private readonly listeners: Listeners;

  constructor(log: Log) {
    this.listeners = new Listeners(log);
  }

  send(signal: string, detail?: string): void {
    this.listeners.call(signal, detail);
  }

  on(signal: string, listener: Listener): void {
    this.listeners.add(signal, listener);
  }

  async close(): Promise<void> {}
}

/**
 * Several processes (REDIS_URL): one pub/sub channel per deployment, `<DEPLOYMENT_NAME>:signals`
 * (pub/sub ignores the database index, docs/realtime.md). Pub/sub delivers at most once: a signal
 * sent while Redis is away is lost. So a subscriber that (re)connects calls every listener, as it
 * may have missed some; what a caller caches for a short while anyway is at worst that old.
 */
export class RedisSignals implements ProcessSignals {
  /** Which process sent a signal: its own listeners were called when it was sent. */
  private readonly origin = randomUUID();
  private readonly listeners: Listeners;

  private constructor(
    private readonly publisher: RedisPair['publisher'],
    private readonly subscriber: RedisPair['subscriber'],
    private readonly channel: string,
    private readonly log: Log,
  ) {
    this.listeners = new Listeners(log);
  }

  static async connect(url: string, { deployment, log }: { deployment: string; log: Log }): Promise<RedisSignals> {
    const { publisher, subscriber } = await connectRedisPair(url, log, 'process signals');
    const signals = new RedisSignals(publisher, subscriber, `${deployment}:signals`, log);
    await subscriber.subscribe(signals.channel, (message) => signals.receive(message));
    // After the first connection: every later 'ready' follows an outage in which signals may have passed.
    subscriber.on('ready', () => signals.listeners.callAll());
    return signals;
  }

  send(signal: string, detail?: string): void {
    this.listeners.call(signal, detail);
    this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, signal, detail })).catch((error: unknown) => {
      this.log.warn({ err: error, signal }, 'process signal not published; other processes see the change when their cache runs out');
    });
  }

  on(signal: string, listener: Listener): void {
    this.listeners.add(signal, listener);
  }

  private receive(message: string): void {
    try {
      const { origin, signal, detail } = JSON.parse(message) as { origin: string; signal: string; detail?: string };
      if (origin !== this.origin) this.listeners.call(signal, detail);
    } catch (error) {
      this.log.error({ err: error }, 'process signals: unreadable message');
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.publisher.close()]);
  }
}

/** Redis when REDIS_URL is set (the same as the realtime bus), otherwise this process alone. */
export async function createProcessSignals(options: {
  redisUrl: string | undefined;
  deployment: string;
  log: Log;
}): Promise<ProcessSignals> {
  const { redisUrl, deployment, log } = options;
  return redisUrl ? RedisSignals.connect(redisUrl, { deployment, log }) : new InProcessSignals(log);
}
