import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/**
 * A publishing and a subscribing connection (a subscribed connection can do nothing else). A wrong
 * REDIS_URL fails the start at once; a connection lost later is retried for ever.
 */
export async function connectRedisPair(url: string, log: Pick<FastifyBaseLogger, 'error'>, what: string) {
  let started = false;
  const socket = {
    reconnectStrategy: (retries: number, cause: Error) => (started ? Math.min(50 * 2 ** retries, 2000) : cause),
  };
  const onError = (error: unknown) => log.error({ err: error }, `${what} error`);
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
  return { publisher, subscriber };
}

export type RedisPair = Awaited<ReturnType<typeof connectRedisPair>>;
