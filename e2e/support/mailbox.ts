import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The server's dev mailbox (/dev/mailbox, shown in demo mode without SMTP_URL, as in the e2e server):
 * the outbox newest first, `?to=` filtering, each mail's links as `a.mail-link`.
 */
export const mailboxPath = (to: string) => `/dev/mailbox?${new URLSearchParams({ to }).toString()}`;

/** Where each account mail's link leads, as the server builds it. */
export const MAIL_LINK_PATHS = {
  activation: '/api/activate.php',
  passwordReset: '/reset-password/do',
  reactivation: '/api/reactivate.php',
  /** The settings page, where the copy of one's data is downloaded. */
  dataExport: '/settings',
} as const;

const linkOf = (page: Page, path: string) =>
  page.locator(`article.mail a.mail-link[href*="${path}?token="]`).first();

/**
 * Opens the mailbox of `to` in the page (same context, so a link followed from it carries the
 * session cookie) and waits for the newest mail whose link leads to `path`; answers its URL.
 * The outbox is written before the request that sends the mail answers, so a few reloads do.
 */
export async function openMail(page: Page, to: string, path: string): Promise<string> {
  const link = linkOf(page, path);
  await expect
    .poll(
      async () => {
        await page.goto(mailboxPath(to));
        return link.count();
      },
      { message: `a mail to ${to} with a link to ${path}`, timeout: 10_000, interval: 250 },
    )
    .toBeGreaterThan(0);
  const href = await link.getAttribute('href');
  expect(new URL(href!).pathname).toBe(path);
  return href!;
}

/** Opens the newest mail to `to` with a link to `path` and clicks that link, as the member would. */
export async function followMailLink(page: Page, to: string, path: string): Promise<string> {
  const href = await openMail(page, to, path);
  await linkOf(page, path).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/dev/mailbox'));
  return href;
}

/** How many mails the outbox holds for `to`. */
export async function mailCount(page: Page, to: string): Promise<number> {
  await page.goto(mailboxPath(to));
  return page.locator('article.mail').count();
}

/**
 * Opens the mailbox of `to` and waits for the newest mail whose subject matches; answers the mail
 * as it was written (its HTML, from the frame the mailbox shows it in), for mails without a token link.
 */
export async function mailWithSubject(page: Page, to: string, subject: RegExp): Promise<string> {
  const mail = page.locator('article.mail').filter({ has: page.locator('h2', { hasText: subject }) }).first();
  await expect
    .poll(
      async () => {
        await page.goto(mailboxPath(to));
        return mail.count();
      },
      { message: `a mail to ${to} about ${subject}`, timeout: 15_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  return (await mail.locator('iframe').getAttribute('srcdoc')) ?? '';
}
