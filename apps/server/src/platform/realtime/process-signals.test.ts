import { describe, expect, it } from 'vitest';
import { startThrowawayRedis } from '../../test/throwaway-redis';
import { InProcessSignals, RedisSignals } from './process-signals';

const log = { info() {}, warn() {}, error() {} };

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('process signals', () => {
  it('reach the listeners of their own process at once', () => {
    const signals = new InProcessSignals(log);
    const heard: string[] = [];
    signals.on('sites', () => heard.push('sites'));
    signals.on('other', () => heard.push('other'));
    signals.send('sites');
    expect(heard).toEqual(['sites']);
  });

  it.runIf(process.env.REDIS_URL)(
    'reach every process of the deployment once, no other deployment, and after an outage every listener',
    async () => {
      const redis = await startThrowawayRedis();
      const [a, b, stranger] = await Promise.all([
        RedisSignals.connect(redis.url, { deployment: 'one', log }),
        RedisSignals.connect(redis.url, { deployment: 'one', log }),
        RedisSignals.connect(redis.url, { deployment: 'two', log }),
      ]);
      try {
        const heard = { a: 0, b: 0, stranger: 0 };
        a.on('sites', () => (heard.a += 1));
        b.on('sites', () => (heard.b += 1));
        stranger.on('sites', () => (heard.stranger += 1));

        a.send('sites');
        expect(heard.a).toBe(1);
        await until(() => heard.b === 1);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(heard).toEqual({ a: 1, b: 1, stranger: 0 });

        // A signal sent while Redis was away is lost: coming back, each process reads again anyway.
        await redis.stop();
        await redis.start();
        await until(() => heard.a === 2 && heard.b === 2 && heard.stranger === 1);
      } finally {
        await Promise.all([a.close(), b.close(), stranger.close()]);
        await redis.stop();
      }
    },
    20_000,
  );
});
