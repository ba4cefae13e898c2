import { randomBytes } from 'node:crypto';
import { type User, UserResponse } from '@app/core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Locale, text } from './app';

/**
 * A new address per test, so tests never share an account. example.com, not example.test: the
 * did-you-mean hint takes `.test` for a typo (it offers example.de) and would stop the flow once.
 */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

/** A username that fits the rules (letters and digits, 2 to 30), different per test. */
export function uniqueName(label: string): string {
  return `${label}${randomBytes(3).toString('hex')}`.slice(0, 30);
}

export const PASSWORD = 'correct horse battery';

export interface Member {
  email: string;
  name: string;
  password: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The request-type header the web app sends with every state-changing call (SPEC §7). */
const APP_HEADERS = { 'x-request-type': 'app' };

/**
 * Signs a member up through the API from the page's context (POST /api/signup.php), so the
 * session cookie lands in that context: for tests about what comes after signing up.
 */
export async function signUpViaApi(page: Page, label: string): Promise<Member> {
  const member = { email: uniqueEmail(label), name: uniqueName(label), password: PASSWORD };
  const response = await page.request.post('/api/signup.php', {
    headers: APP_HEADERS,
    data: {
      ...member,
      date_of_birth: '1990-05-17',
      gender: 'male',
      sexuality: 'gay',
      country: 'NL',
      region: '',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return member;
}

/** The signup flow's parts, in the modal or (on /signup and /members/{id}/signup) on the page. */
export function signupUi(page: Page, root: Locator = page.getByTestId('signup-modal')) {
  return {
    modal: root,
    flow: root.getByTestId('signup-flow'),
    next: root.getByTestId('signup-next'),
    step: () => root.getByTestId('signup-flow').getAttribute('data-step'),
    fieldError: (id: string) => root.locator(`#${id}-error`),
  };
}

export async function chooseBirthDate(page: Page, { year, month, day }: { year: string; month: string; day: string }) {
  await page.selectOption('#signup-dob-day', day);
  await page.selectOption('#signup-dob-month', month);
  await page.selectOption('#signup-dob-year', year);
}

/** Ends the context's session the way the web app does (GET /api/logout.php). */
export async function logOutViaApi(page: Page): Promise<void> {
  const response = await page.request.get('/api/logout.php');
  expect(response.status()).toBe(200);
}

/** The member's user object as GET /api/user.php gives it to this context (null for a visitor). */
export async function currentUser(page: Page): Promise<User | null> {
  const response = await page.request.get('/api/user.php');
  return UserResponse.parse(await response.json()).user;
}

/** The logged-in navigation of SPEC §2 and the login page's parts. */
export function memberUi(page: Page) {
  const navbar = page.locator('.navbar');
  const accountDropdown = page.getByTestId('account-dropdown');
  return {
    /** A member navigation item by its target; its text may carry a count badge after the label. */
    navLink: (path: string) => navbar.locator(`a[href="${path}"]`),
    accountDropdown,
    accountToggle: accountDropdown.locator('.dropdown-toggle'),
    logoutItem: page.getByTestId('logout'),
    reminder: page.getByTestId('alert-activate-reminder'),
    loginEmail: page.locator('#login-email'),
    loginPassword: page.locator('#login-password'),
    loginSubmit: page.getByTestId('login-submit'),
    loginError: page.getByTestId('login-error'),
  };
}

/** SPEC §2: the member's items in the top navigation (a new member has not paid: Get Premium). */
export const MEMBER_NAV = [
  ['/members', 'nav.search_members'],
  ['/chats', 'nav.messages'],
  ['/likes', 'nav.likes'],
  ['/premium', 'nav.get_premium'],
] as const;

/** Checks the member navigation shows in a locale and the visitor's Login button is gone. */
export async function expectMemberNavigation(page: Page, name: string, locale: Locale = 'en'): Promise<void> {
  const ui = memberUi(page);
  await ui.accountDropdown.waitFor();
  for (const [path, key] of MEMBER_NAV) {
    const link = ui.navLink(path);
    expect(await link.isVisible(), path).toBe(true);
    // The label, then perhaps a count badge.
    await expect.poll(() => link.innerText(), { message: path }).toMatch(new RegExp(`^${escapeRegExp(text(locale, key))}(\\s|$)`));
  }
  expect(await ui.accountToggle.innerText()).toBe(name);
  expect(await page.getByTestId('login-button').count()).toBe(0);
}

/** Logs out through the account dropdown, as a member does; the home page's Login button returns. */
export async function logOutViaMenu(page: Page): Promise<void> {
  const ui = memberUi(page);
  await ui.accountToggle.click();
  await ui.logoutItem.click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('login-button').waitFor();
  expect(await ui.accountDropdown.count()).toBe(0);
}

/** Submits the login form at /login and answers the status of POST /api/user.php. */
export async function submitLogin(page: Page, email: string, password: string): Promise<number> {
  const ui = memberUi(page);
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await ui.loginEmail.fill(email);
  await ui.loginPassword.fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/user.php' && answer.request().method() === 'POST'),
    ui.loginSubmit.click(),
  ]);
  return response.status();
}

/** Logs in at /login and checks the member lands on the members page (the default `next`). */
export async function logInViaUi(page: Page, { email, password, name }: Member): Promise<void> {
  await page.goto('/login');
  expect(await submitLogin(page, email, password)).toBe(200);
  await page.waitForURL((url) => url.pathname === '/members');
  await memberUi(page).accountDropdown.waitFor();
  expect(await memberUi(page).accountToggle.innerText()).toBe(name);
}

/** A catalogue text with its {placeholders} filled, for simple (non-plural) messages. */
export function filled(key: string, values: Record<string, string | number>): string {
  return text('en', key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A catalogue text as a pattern where `{placeholder}` matches a number, e.g. to read the minutes. */
export function numberPattern(key: string, placeholder: string): RegExp {
  const escaped = escapeRegExp(text('en', key));
  return new RegExp(`^${escaped.replace(`\\{${placeholder}\\}`, '(\\d+)')}$`);
}

/** Chromium logs every 4xx answer as a console error; tests that expect one allow exactly that status. */
export const failedRequest = (status: number) => new RegExp(`the server responded with a status of ${status}\\b`);
