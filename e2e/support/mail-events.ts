import type { MailEventBody } from '@app/core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The mail provider's token the server under test runs with (global-setup.ts). */
export const MAIL_EVENTS_TOKEN = 'e2e-mail-events-token-0123456789';

/** What the mail provider reports about a member's address (a bounce, a complaint), as it would. */
export async function reportMailEvent(page: Page, event: MailEventBody): Promise<void> {
  const response = await page.request.post('/api/mail-events.php', {
    headers: { authorization: `Bearer ${MAIL_EVENTS_TOKEN}` },
    data: event,
  });
  expect(response.status()).toBe(200);
}
