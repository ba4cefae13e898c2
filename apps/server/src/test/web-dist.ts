import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/** A built web app's folder holding `files` (path → content), for a test app's `webDist`; remove() deletes it. */
function webDistWith(files: Record<string, string | Buffer>): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * For a test file: a test app serving a built web app made of `files` (path → content), built
 * before the file's tests and removed after them. Call the answer inside a test.
 */
export function testAppServing(files: Record<string, string | Buffer>): () => TestApp {
  const webDist = webDistWith(files);
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp({ webDist: webDist.dir });
  });
  afterAll(async () => {
    await t?.close();
    webDist.remove();
  });
  return () => {
    if (!t) throw new Error('testAppServing(): the app exists only inside a test');
    return t;
  };
}

/** A served page without the site's colour rule, which every page carries (site-theme.ts): what the renderer made of it. */
export const withoutSiteTheme = (html: string) => html.replace(/\s*<style>html:root\{[^<]*\}<\/style>\s*(?=<\/head>)/, '');
