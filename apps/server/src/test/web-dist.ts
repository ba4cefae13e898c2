import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A built web app's folder holding `files` (path → content), for a test app's `webDist`; remove() deletes it. */
export function webDistWith(files: Record<string, string | Buffer>): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
