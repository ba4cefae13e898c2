import type { FastifyBaseLogger } from 'fastify';

/**
 * One connection for commands. A wrong REDIS_URL fails the start at once; a connection lost later
 * is retried for ever.
 */
export async function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'error'>, what: string) {
  return (await connectClients(url, log, what, 1))[0]!;
}

/** A publishing and a subscribing connection (a subscribed connection can do nothing else). */
export async function connectRedisPair(url: string, log: Pick<FastifyBaseLogger, 'error'>, what: string) {
  const [publisher, subscriber] = await connectClients(url, log, what, 2);
  return { publisher: publisher!, subscriber: subscriber! };
}

async function connectClients(url: string, log: Pick<FastifyBaseLogger, 'error'>, what: string, count: number) {
  let started = false;
  const socket = {
    reconnectStrategy: (retries: number, cause: Error) => (started ? Math.min(50 * 2 ** retries, 2000) : cause),
  };
  const onError = (error: unknown) => log.error({ err: error }, `${what} error`);
  // Loaded only with REDIS_URL: a process without Redis is spared its start-up time and memory.
  const { createClient } = await import('redis');
  const first = createClient({ url, socket });
  const clients = [first, ...Array.from({ length: count - 1 }, () => first.duplicate())];
  for (const client of clients) client.on('error', onError);
  try {
    await Promise.all(clients.map((client) => client.connect()));
  } catch (error) {
    for (const client of clients) client.destroy();
    throw error;
  }
  started = true;
  return clients;
}

export type RedisClient = Awaited<ReturnType<typeof connectRedis>>;
export type RedisPair = Awaited<ReturnType<typeof connectRedisPair>>;
