/**
 * JavaScript each route makes the browser download on a first visit, gzip-compressed as served:
 * the entry chunk, the route's lazy page module and every chunk they import statically (shared
 * chunks counted once). Builds the web app with Vite's manifest into a temp folder, so the normal
 * build output is left alone.
 *
 *   npm run bench:bundle-size
 *
 * Prints a table per route (landers marked against their 60 kB budget, issue #20) and writes
 * results.json beside this file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type RouteEntry, ROUTES } from '../../apps/web/src/route-table';

const WEB = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const VITE = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));
/** Issue #20: a lander's first load at most 60 kB of JavaScript (it was 100 in issue #8). */
const LANDER_BUDGET_KB = 60;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const outDir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
try {
  execFileSync(VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--manifest'], {
    cwd: WEB,
    stdio: 'ignore',
  });
  // The landers' own build on Preact (vite.lander.config.ts), into the same folder with its own manifest.
  execFileSync(VITE, ['build', '-c', 'vite.lander.config.ts', '--outDir', outDir, '--manifest', '.vite/lander-manifest.json'], {
    cwd: WEB,
    stdio: 'ignore',
  });
  const readManifest = (name: string) => JSON.parse(readFileSync(join(outDir, '.vite', name), 'utf8')) as Record<string, ManifestChunk>;
  const manifest = readManifest('manifest.json');
  const landerManifest = readManifest('lander-manifest.json');
  const gzipKb = new Map<string, number>();
  const sizeOf = (file: string) => {
    let kb = gzipKb.get(file);
    if (kb === undefined) {
      kb = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
      gzipKb.set(file, kb);
    }
    return kb;
  };
  /** The chunk's file and those of everything it imports statically, recursively. */
  const closureIn = (chunks: Record<string, ManifestChunk>) => {
    const closure = (key: string, files = new Set<string>()) => {
      const chunk = chunks[key];
      if (!chunk || files.has(chunk.file)) return files;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) closure(imported, files);
      return files;
    };
    return closure;
  };
  const closure = closureIn(manifest);
  const landerClosure = closureIn(landerManifest);
  const entryFiles = closure('index.html');
  // The landers are their own page: lander.html's entry, the page's chunk and its English texts.
  const landerFiles = landerClosure('lander.html');
  const landerTexts = ['src/lander/locales/en.json', 'src/i18n/shared/en.json'];

  // Which module renders each page: the lazy imports of the router's page table.
  const router = readFileSync(join(WEB, 'src/router.tsx'), 'utf8');
  const pageModules = new Map(
    [...router.matchAll(/'?([\w-]+)'?: \(\) => import\('\.\/([^']+)'\)/g)].map(([, page, path]) => [page!, `src/${path}.tsx`]),
  );

  const rows = Object.entries(ROUTES).map(([name, route]: [string, RouteEntry]) => {
    if (route.lander) {
      const pageKey = `src/lander/pages/${route.lander}/${route.lander}-page.tsx`;
      if (!landerManifest[pageKey]) throw new Error(`no chunk for lander ${route.lander}`);
      const files = [pageKey, ...landerTexts].reduce((all, key) => landerClosure(key, all), new Set(landerFiles));
      const js = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file), 0);
      const page = [...landerClosure(pageKey)].filter((file) => !landerFiles.has(file)).reduce((sum, file) => sum + sizeOf(file), 0);
      return { route: name, path: route.path, page: `lander ${route.lander}`, layout: route.layout, totalKb: Math.round(js * 10) / 10, pageKb: Math.round(page * 10) / 10 };
    }
    const moduleKey = pageModules.get(route.page);
    if (!moduleKey || !manifest[moduleKey]) throw new Error(`no chunk for page ${route.page} (${moduleKey})`);
    const files = closure(moduleKey, new Set(entryFiles));
    const js = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file), 0);
    const page = [...closure(moduleKey)].filter((file) => !entryFiles.has(file)).reduce((sum, file) => sum + sizeOf(file), 0);
    return { route: name, path: route.path, page: route.page, layout: route.layout, totalKb: Math.round(js * 10) / 10, pageKb: Math.round(page * 10) / 10 };
  });
  const entryKb = Math.round([...entryFiles].reduce((sum, file) => sum + sizeOf(file), 0) * 10) / 10;

  const landerEntryKb = Math.round([...landerFiles].reduce((sum, file) => sum + sizeOf(file), 0) * 10) / 10;
  console.log(`\nShared first load (entry and its imports): ${entryKb} kB gzip; landers (lander.html): ${landerEntryKb} kB gzip\n`);
  console.log('| route | path | page module | JS gzip kB (first visit) | of which the page |\n|---|---|---|---:|---:|');
  for (const row of rows) {
    const lander = row.layout === 'lander' && row.totalKb > LANDER_BUDGET_KB ? ` (over the ${LANDER_BUDGET_KB} kB lander budget)` : '';
    console.log(`| ${row.route} | ${row.path} | ${row.page} | ${row.totalKb}${lander} | ${row.pageKb} |`);
  }
  writeFileSync(
    fileURLToPath(new URL('./results.json', import.meta.url)),
    `${JSON.stringify({ date: new Date().toISOString(), entryKb, landerEntryKb, landerBudgetKb: LANDER_BUDGET_KB, routes: rows }, null, 2)}\n`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
