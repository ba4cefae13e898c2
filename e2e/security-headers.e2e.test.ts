import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { memberUi, submitLogin } from './support/accounts';
import { shell } from './support/app';
import { useBrowser } from './support/browser';
import { demoLogin, discoveryUi, searchApi, signUpConfirmed } from './support/discovery';

/** The second demo site on the same server: Chromium resolves every *.localhost to this machine. */
const SHE_HOST = 'she.localhost';

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Every Content-Security-Policy violation in the context's pages, across navigations: Chromium
 * also logs them as console errors (which useBrowser fails on), this says which rule and what.
 */
async function watchViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (violation: Violation) => void }).reportCspViolation;
      report?.({ directive: event.effectiveDirective, blocked: event.blockedURI || 'inline', page: event.documentURI });
    });
  });
  return violations;
}

/** The directives of a page's policy, name → sources. */
function directives(header: string | undefined): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeDefined();
  return new Map(
    header!.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/**
 * Opens a page of the site, checks it came with the site's policy (scripts from this origin and
 * the server's one starter only, never framed), waits until it has painted and loaded its pictures.
 */
async function visit(page: Page, url: string, ready: (page: Page) => Locator): Promise<void> {
  const response = await page.goto(url);
  const policy = directives(response?.headers()['content-security-policy']);
  // This origin's scripts, and by its hash the one inline script: what starts a rendered page's scripts after its first paint.
  expect(policy.get('script-src'), url).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
  expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
  await ready(page).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const landerCta = (page: Page) => page.getByTestId('lander-cta').filter({ visible: true });

describe('security headers (issue 14): every page works under the Content-Security-Policy', () => {
  const browser = useBrowser();

  test('the policy is enforced and reported: an injected inline script does not run', async () => {
    const { page, context, allowErrors } = browser;
    // The one violation this test causes on purpose.
    allowErrors(/Content Security Policy/);
    const violations = await watchViolations(context);
    await visit(page, '/', (p) => shell(p).hero);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.map((violation) => violation.directive)).toContain('script-src-elem');
  });

  test('a visitor: home, login, signup, a static page and landers on both sites', async () => {
    const { page, context } = browser;
    const violations = await watchViolations(context);
    await visit(page, '/', (p) => shell(p).hero);
    await visit(page, '/login', (p) => memberUi(p).loginEmail);
    await visit(page, '/signup', (p) => p.getByTestId('signup-flow'));
    await visit(page, '/terms', (p) => p.getByTestId('page-body'));
    await visit(page, '/landers/tinderswipe', landerCta);
    const [member] = (await searchApi(page)).results;
    await visit(page, `/members/${member!.id}/landing`, landerCta);
    const she = new URL(browser.url('/'));
    she.hostname = SHE_HOST;
    await visit(page, `${she.origin}/landers/maplanding/nearby`, landerCta);
    await visit(page, `${she.origin}/landers/gallery/tonight`, landerCta);
    expect(violations).toEqual([]);
  });

  test('the demo member: member search and a chat, with its live connection', async () => {
    const { page, context } = browser;
    const violations = await watchViolations(context);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
    const demo = demoLogin();
    await visit(page, '/login', (p) => memberUi(p).loginEmail);
    expect(await submitLogin(page, demo.email, demo.password)).toBe(200);
    await page.waitForURL((url) => url.pathname === '/members');
    await visit(page, '/members', (p) => discoveryUi(p).cards);
    // A real member: a fictional one's chat asks first to confirm its warning, and which comes first
    // depends on the members the other tests made.
    const other = (await searchApi(page)).results.find((card) => !card.fictional);
    await page.goto(`/members/${other!.id}/chat`);
    await page.waitForURL((url) => /^\/chats\/\d+$/.test(url.pathname));
    await page.getByTestId('composer-input').waitFor();
    await expect.poll(() => sockets).toContain('/api/ws');
    expect(violations).toEqual([]);
  });

  test('a new member: the mailbox, the credits page and the simulated checkout', async () => {
    const { page, context } = browser;
    const violations = await watchViolations(context);
    // Through the dev mailbox's activation link.
    await signUpConfirmed(page, 'csp');
    await visit(page, '/credits', (p) => p.getByTestId('bundle-popular'));
    await visit(page, '/credits/starter/creditcard', (p) => p.getByTestId('pay-button'));
    await page.getByTestId('pay-button').click();
    const [checkout] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/simulated-provider/checkout/')),
      page.getByTestId('confirm-pay').click(),
    ]);
    expect(directives(checkout.headers()['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    await page.locator('button[value="canceled"]').click();
    await page.waitForURL((url) => /^\/transactions\/\d+$/.test(url.pathname));
    await page.getByTestId('try-again').waitFor();
    expect(violations).toEqual([]);
  });

  test('production serves no source maps', async () => {
    const { page } = browser;
    await visit(page, '/', (p) => shell(p).hero);
    const scripts = await page.locator('script[src]').evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(await (await page.request.get(src)).text(), src).not.toContain('sourceMappingURL');
      expect((await page.request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
    }
  });
});
