/**
 * The main thread's long tasks while each page of the Lighthouse benchmark loads and is taken over,
 * read from Chromium's own trace at full speed. Lighthouse's TBT multiplies every task of one load by
 * four, so on a busy machine it moved by 800 ms between two runs of the same build (issue #20); the
 * median over several loads of the tasks themselves moves far less, and names what to cut.
 *
 *   npm run build && npm run bench:long-tasks                 # five loads a page
 *   npm run build && npm run bench:long-tasks -- --runs 9
 *   npm run build && npm run bench:long-tasks -- --against <another build's apps/web/dist>
 *   npm run build && npm run bench:long-tasks -- --only members,chat   # pages whose name has one of these
 *
 * `--against` serves that build too, from a second server, and loads each page from the two in turn:
 * a machine whose speed drifts over minutes then slows both alike, which two runs one after the
 * other did not (the same build's medians moved by half).
 *
 * Per page, medians over the loads of: the tasks after the first contentful paint over 12.5 ms (what
 * Lighthouse's 4× slowdown makes tasks over 50 ms), the blocking time they make at 4× (each task's
 * time over 50 ms; Lighthouse's TBT counts the same but only until its simulated time to interactive,
 * so it comes out lower), the longest task, and the main thread's busy time after that paint, with the
 * part of it spent working out styles and layout. Writes
 * long-tasks.json beside this file.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium } from 'playwright-core';
import { startServer } from '../../apps/server/src/test/server-process';
import { appPages, type BenchPage, landerPages } from './pages';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile preset: its CPU slowdown, and the task length it counts as blocking. */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;
/** How long after the load event the take-over's last turns and what waits for them may run. */
const SETTLE_MS = 4000;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, against: { type: 'string' }, only: { type: 'string' } } });
const RUNS = Number(values.runs);
const ONLY = values.only?.split(',');
const chosen = (page: BenchPage) => !ONLY || ONLY.some((part) => page.name.includes(part));
/** This build's web app, and the one to compare it with. */
const BUILDS: { name: string; env: NodeJS.ProcessEnv }[] = [
  { name: 'this build', env: {} },
  ...(values.against ? [{ name: values.against, env: { WEB_DIST: values.against } }] : []),
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

interface Load {
  longTasks: number;
  blockingMs: number;
  longestMs: number;
  busyMs: number;
  /** Of that busy time: working out styles and layout (a part that restyles the whole page shows here). */
  styleLayoutMs: number;
}

/** The page's main thread: the renderer's that ran the most tasks (the first, blank page's ran few). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ThreadControllerImpl::RunTask' || event.ph !== 'X') continue;
    const key = `${event.pid}:${event.tid}`;
    busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const renderers = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const [main] = renderers.sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0));
  if (!main) throw new Error('no renderer in the trace');
  return main;
}

/** The load's figures from its trace; null when the trace has no first contentful paint. */
function measure(events: TraceEvent[]): Load | null {
  const { pid, tid } = mainThread(events);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  if (!paint) return null;
  // A task is a complete event that no other one on the thread encloses.
  const complete = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: { ts: number; ms: number }[] = [];
  for (const event of complete) {
    const last = tasks.at(-1);
    if (!last || event.ts >= last.ts + last.ms * 1000) tasks.push({ ts: event.ts, ms: (event.dur ?? 0) / 1000 });
  }
  const after = tasks.filter((task) => task.ts + task.ms * 1000 > paint.ts);
  const long = after.filter((task) => task.ms * SLOWDOWN > BLOCKING_MS);
  return {
    longTasks: long.length,
    blockingMs: long.reduce((sum, task) => sum + task.ms * SLOWDOWN - BLOCKING_MS, 0),
    longestMs: Math.max(0, ...after.map((task) => task.ms)),
    busyMs: after.reduce((sum, task) => sum + task.ms, 0),
    styleLayoutMs: complete
      .filter((event) => (event.name === 'UpdateLayoutTree' || event.name === 'Layout') && event.ts > paint.ts)
      .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0),
  };
}

async function load(context: BrowserContext, url: string): Promise<Load | null> {
  const page = await context.newPage();
  const browser = context.browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await page.close();
  return measure(trace.traceEvents);
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const servers = await Promise.all(BUILDS.map((build) => startServer({ DEMO_MEMBERS: '40', ...build.env }, 'compiled')));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  // Each server has its own database, so its own member and pages, in the same order.
  const pagesOf = await Promise.all(servers.map(async ({ baseURL }) => [...(await appPages(baseURL)), ...(await landerPages(baseURL))]));
  const rows = [];
  for (const [index, page] of pagesOf[0]!.entries()) {
    if (!chosen(page)) continue;
    const loads: Load[][] = BUILDS.map(() => []);
    // A trace now and then lacks its paint on a busy machine: a few more loads make up for it.
    for (let attempt = 0; loads.some((build) => build.length < RUNS) && attempt < RUNS + 3; attempt++) {
      // Each build goes first every other time, so neither is always the one loaded after a pause.
      const inTurn = [...servers.entries()];
      for (const [build, server] of attempt % 2 ? inTurn.reverse() : inTurn) {
        if (loads[build]!.length >= RUNS) continue;
        const measured = await loadOnce(server.baseURL, pagesOf[build]![index]!);
        if (measured) loads[build]!.push(measured);
      }
    }
    for (const [build, { name }] of BUILDS.entries()) {
      const of = (key: keyof Load) => loads[build]!.map((measured) => measured[key]);
      rows.push({
        page: page.name,
        build: name,
        loads: loads[build]!.length,
        longTasks: median(of('longTasks')),
        blockingMs: Math.round(median(of('blockingMs'))),
        blockingRangeMs: [Math.round(Math.min(...of('blockingMs'))), Math.round(Math.max(...of('blockingMs')))],
        longestMs: Math.round(median(of('longestMs'))),
        busyMs: Math.round(median(of('busyMs'))),
        styleLayoutMs: Math.round(median(of('styleLayoutMs'))),
      });
    }
  }
  console.log(`\nMedians of ${RUNS} loads a page, at full speed; blocking time: each task's time over ${BLOCKING_MS} ms at ${SLOWDOWN}× CPU.\n`);
  console.log(
    '| page | build | tasks over 12.5 ms | blocking at 4× (min–max) | longest task | busy after first paint | of it style and layout |\n|---|---|---:|---:|---:|---:|---:|',
  );
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.build} | ${row.longTasks} | ${row.blockingMs} ms (${row.blockingRangeMs.join('–')}) | ${row.longestMs} ms | ${row.busyMs} ms | ${row.styleLayoutMs} ms |`,
    );
  }
  writeFileSync(new URL('./long-tasks.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, pages: rows }, null, 2)}\n`);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}

/** One load in a fresh context, as Lighthouse's fresh profile: nothing cached, no service worker. */
async function loadOnce(baseURL: string, page: BenchPage): Promise<Load | null> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    if (page.cookie) {
      await context.addCookies(
        page.cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
        }),
      );
    }
    return await load(context, `${baseURL}${page.path}`);
  } finally {
    await context.close();
  }
}
