import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServer } from '../test/server-process';
import { RATE_LIMITS } from './rate-limits';

const redisUrl = process.env.REDIS_URL;
const { points } = RATE_LIMITS.page_events_per_minute;

/**
 * The limits count in Redis (issue 18): two server processes, each on its own embedded database so
 * that Redis is all they share, count one visitor's requests together. One deployment name makes
 * them one deployment; behind a proxy (TRUST_PROXY=1) the visitor's address is X-Forwarded-For.
 */
describe.skipIf(!redisUrl)('rate limits on two server processes sharing Redis', () => {
  let servers: StartedServer[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, DEPLOYMENT_NAME: `limits-${randomBytes(4).toString('hex')}`, TRUST_PROXY: '1' };
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  const beacon = (server: StartedServer, address: string) =>
    fetch(`${server.baseURL}/api/page-hidden.php`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': address },
      body: '',
    });

  it('refuses the request past the limit on either process, whichever took the others', async () => {
    const address = '203.0.113.7';
    // Half the limit through each process: alone, neither would refuse anything.
    for (let index = 0; index < points; index++) {
      const answer = await beacon(servers[index % 2]!, address);
      expect(answer.status).toBe(204);
    }
    for (const server of servers) {
      const refused = await beacon(server, address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    }
    // Another visitor is counted apart.
    expect((await beacon(servers[0]!, '203.0.113.8')).status).toBe(204);
  });
});
