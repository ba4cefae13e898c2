/**
 * Lighthouse (12, with Debian's Chromium) on three pages of the real server as `npm start` runs it
 * (built web app, embedded database, demo data): the home page as a visitor, the member search and
 * a chat as a logged-in member. Lighthouse 12 no longer has a PWA category, so installability is
 * asked of Chromium itself (DevTools `Page.getInstallabilityErrors`) after the service worker took
 * control of the page.
 *
 *   npm run build && npm run bench:lighthouse
 *   npm run build && npm run bench:lighthouse -- --landers   # only the landers, into results-landers.json
 *
 * Prints a table (with each page's LCP, CLS and TBT) and writes results.json beside this file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from '../../apps/server/src/test/server-process';
import { appPages, landerPages } from './pages';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** `--landers`: the lander pages alone (their own build, issue #20), without the app's pages or installability. */
const ONLY_LANDERS = process.argv.includes('--landers');
/** `LIGHTHOUSE_REPORTS=<folder>`: each page's whole report (lhr JSON), for its long tasks and audits. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

// The compiled server, as `npm run serve` runs it in production.
const server = await startServer({ DEMO_MEMBERS: '40' }, 'compiled');
const { baseURL } = server;

try {
  const pages = [...(ONLY_LANDERS ? [] : await appPages(baseURL)), ...(await landerPages(baseURL))];

  const rows = [];
  for (const page of pages) {
    // A fresh Chromium per measurement, as Lighthouse advises: nothing cached or left running by
    // the page before (a shared one lost the third page's trace now and then, NO_NAVSTART), and a
    // second try in the Chromium of a failed one hung for good.
    const measure = async () => {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      });
      try {
        return await lighthouse(`${baseURL}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(page.cookie ? { extraHeaders: { cookie: page.cookie } } : {}),
        });
      } finally {
        await chrome.kill();
      }
    };
    let result = await measure();
    // On a busy machine Lighthouse sometimes loses its trace (NO_NAVSTART): one more try, then
    // the page says why it scores 0.
    if (result?.lhr.runtimeError) {
      console.warn(`${page.path}: ${result.lhr.runtimeError.code}, measuring again`);
      result = await measure();
    }
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `${page.name.replace(/\W+/g, '-')}.json`), JSON.stringify(result.lhr));
    }
    if (result.lhr.runtimeError) console.warn(`${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const score = (category: (typeof CATEGORIES)[number]) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
    const failedA11y = Object.values(result.lhr.audits)
      .filter((audit) => audit.score === 0 && result.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id))
      .map((audit) => audit.id);
    // The failing elements of each failed accessibility audit, by CSS selector (first few).
    const failedElements = Object.fromEntries(
      failedA11y.map((id) => {
        const items = (result.lhr.audits[id]?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
        return [id, items.map((item) => item.node?.selector).filter((s): s is string => !!s)];
      }),
    );
    const metric = (id: string) => result.lhr.audits[id]?.numericValue ?? NaN;
    // What the LCP was, and where its time went (Lighthouse 12: a list of two tables, the
    // element and its phases), to tell a late image from a paint that waited on scripts.
    type Table = { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] };
    const [elementTable, phaseTable] = (result.lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined)?.items ?? [];
    const lcpElement = elementTable?.items?.[0]?.node?.snippet ?? null;
    const lcpPhases = Object.fromEntries((phaseTable?.items ?? []).map(({ phase, timing }) => [phase, Math.round(timing ?? 0)]));
    rows.push({
      page: page.name,
      path: page.path,
      performance: score('performance'),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(metric('total-blocking-time')),
      lcpElement,
      lcpPhases,
      scriptMs: Math.round(metric('bootup-time')),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failedAccessibilityAudits: failedA11y,
      failedElements,
    });
  }

  // Installability as Chromium decides it: a manifest with icons, a service worker in control. A
  // persistent profile, since Chromium never offers to install from an incognito window.
  const installabilityErrors = ONLY_LANDERS ? [] : await installability();
  const result = {
    date: new Date().toISOString(),
    lighthouse: '12',
    pages: rows,
    ...(ONLY_LANDERS ? {} : { installable: installabilityErrors.length === 0, installabilityErrors }),
  };
  console.log('\n| page | performance | LCP | CLS | TBT | accessibility | best practices | SEO |\n|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.page} (${row.path}) | ${row.performance} | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.cls} | ${row.tbtMs} ms | ${row.accessibility} | ${row.bestPractices} | ${row.seo} |`,
    );
  }
  console.log('\nLCP element, its phases (ms), and script time (bootup-time, ms):');
  for (const row of rows) {
    const phases = Object.entries(row.lcpPhases).map(([phase, ms]) => `${phase} ${ms}`).join(', ');
    console.log(`- ${row.page}: ${row.lcpElement ?? '?'} (${phases}); scripts ${row.scriptMs}`);
  }
  if (!ONLY_LANDERS) console.log(`\nInstallable (Chromium): ${result.installable ? 'yes' : `no: ${installabilityErrors.join(', ')}`}`);
  for (const row of rows) {
    if (!row.failedAccessibilityAudits.length) continue;
    console.log(`${row.page}: failed a11y audits ${row.failedAccessibilityAudits.join(', ')}`);
    for (const [id, selectors] of Object.entries(row.failedElements)) {
      console.log(`  ${id}: ${selectors.slice(0, 8).join(' | ')}${selectors.length > 8 ? ` (+${selectors.length - 8} more)` : ''}`);
    }
  }
  const file = ONLY_LANDERS ? './results-landers.json' : './results.json';
  writeFileSync(fileURLToPath(new URL(file, import.meta.url)), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await server.stop();
}

async function installability(): Promise<string[]> {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const tab = context.pages()[0] ?? (await context.newPage());
    await tab.goto(`${baseURL}/`);
    // Runs in the page, where `navigator` is the browser's.
    await tab.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await tab.reload();
    const cdp = await context.newCDPSession(tab);
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    return errors.map((error) => error.errorId);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
