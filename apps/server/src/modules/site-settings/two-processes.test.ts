import { AdminSitesResponse, SettingsResponse, type UpdateSiteBody } from '@app/core';
import { describe, expect, it } from 'vitest';
import { staffCaller } from '../../test/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const settingsOn = async (t: TestApp, host: string) =>
  SettingsResponse.parse((await t.app.inject({ url: '/api/settings.php', headers: { host } })).json()).settings;

/** Reads until the answer holds, for at most `ms`: Redis delivers in well under that, the cache would take 30 s. */
async function within<T>(ms: number, read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The production shape: processes that share PostgreSQL and Redis, each holding the sites table for 30 s. */
describe('site settings on two processes (issue 17)', () => {
  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
    'a setting saved on one process and a site created there are served by the other at once',
    async () => {
      const first = await buildTestApp({ redisUrl: process.env.REDIS_URL });
      const second = await buildTestApp({ redisUrl: process.env.REDIS_URL, db: first.db });
      try {
        const admin = await staffCaller(first, 'admin');
        // The second process reads the sites once, and would now keep them for 30 s.
        expect((await settingsOn(second, 'she.localhost')).gift_credits).toBe(20);
        expect((await settingsOn(second, 'zweite.example.test')).domain).toBe('localhost');

        const { sites } = AdminSitesResponse.parse((await admin('GET', '/api/admin/sites')).json());
        const { id, is_default: _default, created_at: _created, ...body } = sites.find((site) => site.domain === 'she.localhost')!;
        const changed: UpdateSiteBody = { ...body, config: { ...body.config, gift_credits: 25 }, reason: 'dearer gifts' };
        expect((await admin('PUT', `/api/admin/sites/${id}`, changed)).statusCode).toBe(200);
        const created = await admin('POST', '/api/admin/sites', {
          domain: 'zweite.example.test',
          name: 'Zweite',
          language: 'de',
          niche: 3,
          company_id: body.company_id,
          reason: 'a German site',
        });
        expect(created.statusCode, created.body).toBe(200);

        expect((await within(2_000, () => settingsOn(second, 'she.localhost'), (s) => s.gift_credits === 25)).gift_credits).toBe(25);
        expect((await within(2_000, () => settingsOn(second, 'zweite.example.test'), (s) => s.name === 'Zweite')).name).toBe('Zweite');
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
