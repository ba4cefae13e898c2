import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client';
import { companies, sites } from './schema';
import { seedDemoSite } from './seed/demo-site';
import { describeEmbedded } from '../test/embedded-only';

const dataDir = mkdtempSync(join(tmpdir(), 'pglite-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeEmbedded('embedded database', () => {
  // Migrates a new database on disk, then opens it again: over 20 s on a busy 2-core machine.
  it('keeps its data when a second npm start opens it again', { timeout: 60_000 }, async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await seedDemoSite(first.db);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await seedDemoSite(second.db);
      const rows = await second.db.select({ domain: sites.domain, isDefault: sites.isDefault }).from(sites).orderBy(sites.id);
      expect(rows).toEqual([
        { domain: 'localhost', isDefault: true },
        { domain: 'she.localhost', isDefault: false },
      ]);
      expect(await second.db.$count(companies)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
