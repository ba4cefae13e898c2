import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core from node_modules (a devDependency, pinned by the lock file): nothing is fetched while the tests run. */
const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules that decide: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices,
 * which Lighthouse's accessibility score counts too (landmarks, heading order, one main).
 */
const RULES: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};

/** One line per element a rule fails on: the rule, what it asks, where, and why it failed. */
type Finding = string;

async function violations(page: Page): Promise<Finding[]> {
  // Evaluated rather than added as a <script>: the site's policy allows no inline script, and a
  // test must not loosen the policy of the page it checks.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await AXE_SOURCE);
  // A dialog fading in shows blended colours until its transition ends: on a loaded machine axe
  // measured a modal's buttons at 3.82:1 mid-fade. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime)).map((animation) => animation.finished.catch(() => undefined))),
  );
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    RULES,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.help}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')),
  );
}

/** Fails listing every accessibility violation axe finds on the whole page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Soft: one run lists what every page checked fails, not only the first.
  expect.soft(await violations(page), `axe on ${label} (${page.url()})`).toEqual([]);
}
