/**
 * Where a page's scripts spend their time while it loads and is taken over: Chromium's sampling
 * profiler over several loads, each function's self time a load, summed by name. Long tasks move
 * with the machine's speed by more than a change is worth (issue #20); the share of one function
 * in the same loads does not, and names what to cut. Build the web app unminified for readable names:
 *
 *   (cd apps/web && npx vite build --minify false --outDir /tmp/dbg/dist --emptyOutDir)
 *   npm run bench:script-profile -- --dist /tmp/dbg/dist --page members --runs 6
 *   npm run bench:script-profile -- --dist /tmp/dbg/dist --against /tmp/base/dist --match 'Link|useHref'
 *
 * A build folder needs what the server reads beside the app: copy `lander.html` and `ssr/` from
 * `apps/web/dist` into it. `--page` takes a page of `pages.ts` by its name (default `members`, the
 * member's); `--match` adds a line with the summed self time of the functions whose name matches.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer } from '../../apps/server/src/test/server-process';
import { appPages, type BenchPage } from './pages';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How long after the load event the take-over's last turns may run. */
const SETTLE_MS = 3000;
const SAMPLING_US = 100;
const TOP = 25;
/** The profiler's own entries: not the page's scripts. */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    against: { type: 'string' },
    page: { type: 'string', default: 'members' },
    runs: { type: 'string', default: '6' },
    match: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const BUILDS = [values.dist, values.against].filter((dist) => dist !== undefined).map((dist) => ({ dist, self: new Map<string, number>() }));
if (BUILDS.length === 0) throw new Error('--dist <a build of apps/web> is needed');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

/** One load's self time by function (name and file), in ms, from a fresh context. */
async function profileLoad(browser: Awaited<ReturnType<typeof chromium.launch>>, baseURL: string, page: BenchPage): Promise<Map<string, number>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const cookies = page.cookie?.split('; ') ?? [];
    await context.addCookies(
      // The entry warning answered, as a returning visitor has: the page, not the warning, is measured.
      [...cookies, 'entry_warning=1'].map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
      }),
    );
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await cdp.send('Profiler.start');
    await tab.goto(`${baseURL}${page.path}`, { waitUntil: 'load' });
    await tab.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    // A sample's time is the gap to the next one.
    profile.samples.forEach((id, index) => {
      const { functionName, url } = nodes.get(id)!.callFrame;
      if (NOT_SCRIPT.has(functionName) || !url.includes('/assets/')) return;
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
    });
    return self;
  } finally {
    await context.close();
  }
}

const servers = await Promise.all(BUILDS.map((build) => startServer({ DEMO_MEMBERS: '40', WEB_DIST: build.dist }, 'compiled')));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const pages = await Promise.all(servers.map(async ({ baseURL }) => (await appPages(baseURL)).find((page) => page.name === values.page)));
  if (pages.some((page) => !page)) throw new Error(`no page named ${values.page} in pages.ts`);
  for (let run = 0; run < RUNS; run++) {
    // Each build goes first every other time, so neither is always the one loaded after a pause.
    const order = run % 2 ? [...BUILDS.keys()].reverse() : [...BUILDS.keys()];
    for (const build of order) {
      for (const [key, ms] of await profileLoad(browser, servers[build]!.baseURL, pages[build]!)) {
        BUILDS[build]!.self.set(key, (BUILDS[build]!.self.get(key) ?? 0) + ms);
      }
    }
  }
  const perLoad = (ms: number) => `${(ms / RUNS).toFixed(1)} ms`;
  const sum = (entries: [string, number][]) => entries.reduce((total, [, ms]) => total + ms, 0);
  for (const { dist, self } of BUILDS) {
    const entries = [...self.entries()];
    console.log(`\n${dist}: ${values.page}, self time a load over ${RUNS} loads; all scripts ${perLoad(sum(entries))}`);
    if (values.match) {
      const matching = entries.filter(([key]) => new RegExp(values.match!).test(key.split(' ')[0]!));
      console.log(`functions matching /${values.match}/: ${perLoad(sum(matching))}`);
    }
    for (const [key, ms] of entries.sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${perLoad(ms).padStart(9)}  ${key}`);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
