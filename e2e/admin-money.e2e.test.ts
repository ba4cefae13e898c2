import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { memberUi } from './support/accounts';
import { text } from './support/app';
import { openAdmin } from './support/admin';
import { screenshots, useBrowser } from './support/browser';
import { buy } from './support/credits';
import { type ActiveMember, signUpConfirmed } from './support/discovery';
import { mailboxPath } from './support/mailbox';

async function standing(page: Page): Promise<{ credits: number; paid_user: boolean }> {
  const response = await page.request.get('/api/user.php', { headers: { 'x-request-type': 'app' } });
  const { credits, paid_user } = ((await response.json()) as { user: { credits: number; paid_user: boolean } }).user;
  return { credits, paid_user };
}

/** Staff find the member's order through the orders list and open it. */
async function openOrder(admin: Page, member: ActiveMember, orderId: number): Promise<void> {
  await openAdmin(admin, `/admin/orders?member=${member.id}`);
  const row = admin.getByTestId('order-row').filter({ hasText: `#${orderId}` });
  await row.waitFor();
  expect(await row.innerText()).toContain(member.email.toLowerCase());
  await screenshots(admin, 'admin-orders');
  await row.getByRole('link', { name: `#${orderId}` }).click();
  await admin.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
}

describe('money after the sale in the back office (issue #17)', () => {
  const browser = useBrowser();

  test('staff refund an order: the provider refunds, the unused credits are taken back and premium ends', async () => {
    const { page } = browser;
    const member = await signUpConfirmed(page, 'refund-buyer');
    const before = await standing(page);
    const orderId = await buy(page, 'starter');
    expect(await standing(page)).toEqual({ credits: before.credits + 50, paid_user: true });

    const admin = await browser.freshPage();
    await openOrder(admin, member, orderId);
    expect(await admin.getByTestId('member-premium').innerText()).toBe('yes');
    expect(await admin.getByTestId('status-history').innerText()).toMatch(/open[\s\S]*paid/);
    expect(await admin.getByTestId('receipt-seller').innerText()).toContain('Rainbow Media B.V.');
    // The signup credits are older and count as spent first: the whole bundle is unused.
    expect(await admin.getByTestId('refund-options').innerText()).toContain('50 credits unused');
    await screenshots(admin, 'admin-order');

    await admin.getByTestId('refund-button').click();
    const dialog = admin.getByRole('dialog');
    const amount = await dialog.getByTestId('refund-amount').inputValue();
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Changed their mind within the return period');
    await screenshots(admin, 'admin-refund-dialog');
    await dialog.getByRole('button', { name: /^Refund / }).click();
    await admin.getByTestId('refund-done').waitFor();
    expect(await admin.getByTestId('refund-done').innerText()).toContain(`Refunded €${amount}; 50 credits taken back`);
    await expect.poll(() => admin.getByTestId('member-premium').innerText()).toBe('no');
    expect(await admin.getByTestId('member-credits').innerText()).toBe(String(before.credits));
    // The provider pays it out a moment later; the webhook brings the news.
    await expect
      .poll(
        async () => {
          await admin.reload();
          return admin.getByTestId('refunds-table').innerText();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain('refunded');
    await admin.getByRole('region', { name: 'Audit trail' }).getByText('order.refund').waitFor();
    await screenshots(admin, 'admin-order-refunded');

    // The member: the credits of the bundle are gone and Get Premium is back in the navigation.
    expect(await standing(page)).toEqual({ credits: before.credits, paid_user: false });
    await page.goto('/members');
    await memberUi(page).navLink('/premium').waitFor();
    // Its order, still paid, is marked refunded in the member's overview.
    await page.goto('/transactions');
    expect(await page.getByTestId('order-refunded').innerText()).toBe(text('en', 'orders.status.refunded'));
    await screenshots(page, 'transactions-refunded');
    // Both mails went out: the receipt when paid, the refund confirmation now.
    await expect
      .poll(
        async () => {
          await page.goto(mailboxPath(member.email));
          return page.locator('article.mail').allInnerTexts();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toEqual(expect.arrayContaining([expect.stringContaining(`Your refund for order ${orderId}`), expect.stringContaining(`Your receipt for order ${orderId}`)]));
  });

  test('a chargeback at the provider takes the credits back and flags the member for staff', async () => {
    const { page } = browser;
    const member = await signUpConfirmed(page, 'chargeback-buyer');
    const before = await standing(page);
    const orderId = await buy(page, 'plus');

    const admin = await browser.freshPage();
    await openOrder(admin, member, orderId);
    const paymentId = await admin.getByTestId('provider-payment-id').innerText();
    expect(paymentId).toMatch(/^tr_/);

    // The payer's bank takes the money back: test mode's chargeback at the simulated provider.
    await admin.goto(`/simulated-provider/checkout/${paymentId}`);
    await screenshots(admin, 'simulated-provider-paid');
    await admin.getByRole('button', { name: 'Simulate a chargeback' }).click();
    await admin.getByText('Charged back so far').waitFor();

    await admin.goto(`/admin/orders/${orderId}`);
    await expect
      .poll(
        async () => {
          await admin.reload();
          await admin.getByTestId('member-card').waitFor();
          return admin.getByTestId('chargebacks').count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    const chargeback = await admin.getByTestId('chargebacks').innerText();
    expect(chargeback).toContain('125');
    expect(await admin.getByTestId('review-flag').innerText()).toContain('Review needed: chargeback');
    expect(await admin.getByTestId('member-premium').innerText()).toBe('no');
    expect(await admin.getByTestId('member-credits').innerText()).toBe(String(before.credits));
    await screenshots(admin, 'admin-order-chargeback');

    // The member's page in the back office shows the flag too.
    await admin.goto(`/admin/members/${member.id}`);
    expect(await admin.getByTestId('review-flag').innerText()).toContain(`chargeback on order #${orderId}`);
    await screenshots(admin, 'admin-member-flagged');

    // The list shows charged-back orders and flagged members on their own.
    await admin.goto(`/admin/orders?status=charged_back&member=${member.id}`);
    expect(await admin.getByTestId('order-row').filter({ hasText: `#${orderId}` }).innerText()).toContain('charged back');

    // Staff look into it and resolve the flag, saying what they found.
    await admin.goto(`/admin/orders/${orderId}`);
    await admin.getByRole('button', { name: 'Resolve…' }).click();
    await admin.getByLabel('Reason (kept in the audit log)').fill('Card reported stolen; account checked');
    await admin.getByRole('dialog').getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(() => admin.getByTestId('review-flag').count()).toBe(0);
    expect(await admin.getByTestId('member-card').innerText()).toContain('resolved');
    await screenshots(admin, 'admin-order-flag-resolved');

    expect(await standing(page)).toEqual({ credits: before.credits, paid_user: false });
  });

  test('reports chart the money and the signups, and export them as CSV', async () => {
    const admin = browser.page;
    await openAdmin(admin, '/admin/reports');
    await admin.getByTestId('revenue-per-day').locator('canvas').waitFor();
    expect(await admin.getByTestId('report-totals').innerText()).toContain('Signup → first purchase');
    await admin.getByTestId('revenue-groups').getByRole('button', { name: 'Method' }).click();
    await expect.poll(() => admin.getByTestId('revenue-method').innerText()).toContain('ideal');
    expect(await admin.getByTestId('tracking-table').innerText()).toContain('Signups');
    await screenshots(admin, 'admin-reports');

    const href = await admin.getByTestId('csv-revenue_day').getAttribute('href');
    const csv = await admin.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\n')[0]).toBe('day,currency,orders,gross,refunds,refunded,chargebacks,charged_back,net');
  });
});
