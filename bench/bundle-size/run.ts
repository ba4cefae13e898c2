/**
 * JavaScript each route makes the browser download on a first visit, gzip-compressed as served:
 * the entry chunk, the route's lazy page module and every chunk they import statically (shared
 * chunks counted once); a static page's is static.html's light entry with its imports. Builds the
 * web app with Vite's manifest into a temp folder, so the normal build output is left alone.
 *
 *   npm run bench:bundle-size
 *   npm run bench:bundle-size -- --modules   # also: what the shared first load is made of
 *
 * Prints a table per route, each marked against its budget of issue #20 (member routes 120 kB,
 * landers and static pages 60 kB), and writes results.json beside this file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type RouteEntry, ROUTES } from '../../apps/web/src/route-table';
import type { ChunkModules } from './modules.config';

const WEB = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const VITE = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));
const MODULES_CONFIG = fileURLToPath(new URL('./modules.config.ts', import.meta.url));
const listModules = process.argv.includes('--modules');
/** Issue #20: a first visit's JavaScript, gzip (a lander's was 100 kB in issue #8). */
const BUDGET_KB = { member: 120, light: 60 } as const;
/** Landers and the static pages (terms, FAQ, ...) are what search engines and ads send visitors to. */
const budgetOf = (row: { layout: string; page: string }) =>
  row.layout === 'lander' || row.page === 'static-page' ? BUDGET_KB.light : BUDGET_KB.member;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const outDir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
try {
  const modulesFile = join(outDir, 'modules.json');
  execFileSync(VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', ...(listModules ? ['--config', MODULES_CONFIG] : [])], {
    cwd: WEB,
    stdio: 'ignore',
    env: { ...process.env, BUNDLE_MODULES_OUT: modulesFile },
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
  // The static pages arrive in a light page of their own (static.html, src/static-entry/), not the app's.
  const staticFiles = closure('static.html');
  const staticKb = Math.round([...staticFiles].reduce((sum, file) => sum + sizeOf(file), 0) * 10) / 10;

  // Which module renders each page: the router's page table (PAGES, page name to module path).
  const router = readFileSync(join(WEB, 'src/router.tsx'), 'utf8');
  const pageModules = new Map([...router.matchAll(/'?([\w-]+)'?: '\.\/([^']+\.tsx)'/g)].map(([, page, path]) => [page!, `src/${path}`]));

  const rows = Object.entries(ROUTES).map(([name, route]: [string, RouteEntry]) => {
    if (route.lander) {
      const pageKey = `src/lander/pages/${route.lander}/${route.lander}-page.tsx`;
      if (!landerManifest[pageKey]) throw new Error(`no chunk for lander ${route.lander}`);
      const files = [pageKey, ...landerTexts].reduce((all, key) => landerClosure(key, all), new Set(landerFiles));
      const js = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file), 0);
      const page = [...landerClosure(pageKey)].filter((file) => !landerFiles.has(file)).reduce((sum, file) => sum + sizeOf(file), 0);
      return { route: name, path: route.path, page: `lander ${route.lander}`, layout: route.layout, totalKb: Math.round(js * 10) / 10, pageKb: Math.round(page * 10) / 10 };
    }
    if (route.page === 'static-page') {
      return { route: name, path: route.path, page: 'static.html', layout: route.layout, totalKb: staticKb, pageKb: staticKb };
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
  console.log(
    `\nShared first load (entry and its imports): ${entryKb} kB gzip; landers (lander.html): ${landerEntryKb} kB gzip; static pages (static.html): ${staticKb} kB gzip\n`,
  );
  console.log('| route | path | page module | JS gzip kB (first visit) | of which the page |\n|---|---|---|---:|---:|');
  for (const row of rows) {
    const budget = budgetOf(row);
    const over = row.totalKb > budget ? ` (over its ${budget} kB budget)` : '';
    console.log(`| ${row.route} | ${row.path} | ${row.page} | ${row.totalKb}${over} | ${row.pageKb} |`);
  }
  const member = rows.filter((row) => budgetOf(row) === BUDGET_KB.member).map((row) => row.totalKb).sort((a, b) => a - b);
  const median = member[Math.floor(member.length / 2)];
  const overBudget = rows.filter((row) => row.totalKb > budgetOf(row)).length;
  console.log(`\nMember routes: median ${median} kB, max ${member.at(-1)} kB; ${overBudget} of ${rows.length} routes over their budget`);
  if (listModules) printFirstLoadModules(JSON.parse(readFileSync(modulesFile, 'utf8')) as ChunkModules, entryFiles, sizeOf);
  writeFileSync(
    fileURLToPath(new URL('./results.json', import.meta.url)),
    `${JSON.stringify({ date: new Date().toISOString(), entryKb, landerEntryKb, staticKb, budgetKb: BUDGET_KB, routes: rows }, null, 2)}\n`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

/**
 * The shared first load by library (node_modules package) or source folder: each chunk's gzip
 * size shared out among its modules in proportion to their own gzip size.
 */
function printFirstLoadModules(chunks: ChunkModules, files: Set<string>, sizeOf: (file: string) => number) {
  const byPart = new Map<string, number>();
  for (const file of files) {
    const modules = Object.entries(chunks[file] ?? {});
    const own = modules.reduce((sum, [, gzip]) => sum + gzip, 0);
    for (const [id, gzip] of modules) {
      const part = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id.replace(/^.*?\/(apps|packages)\//, '').replace(/\/[^/]*$/, '/');
      byPart.set(part, (byPart.get(part) ?? 0) + (own ? (sizeOf(file) * gzip) / own : 0));
    }
  }
  console.log('\n| shared first load, by library or folder | JS gzip kB |\n|---|---:|');
  for (const [part, kb] of [...byPart].sort((a, b) => b[1] - a[1]).filter(([, kb]) => kb >= 0.5)) {
    console.log(`| ${part} | ${Math.round(kb * 10) / 10} |`);
  }
}
