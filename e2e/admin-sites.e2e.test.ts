import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openAdmin } from './support/admin';
import { screenshots, useBrowser } from './support/browser';

/** Every staff write asks why: the reason dialog, answered. */
async function giveReason(page: Page, reason: string, confirm: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
}

describe('sites and settings in the back office (issue #17)', () => {
  const browser = useBrowser();

  test('an admin creates a site that is served on its host at once, changes a setting it shows at once, and publishes a page a visitor reads', async () => {
    const { page } = browser;
    const name = `Site ${randomBytes(3).toString('hex')}`;
    // A site of this test's own, so files running alongside keep the demo sites as seeded.
    const domain = `${name.toLowerCase().replace(' ', '-')}.localhost`;
    // The same server under the new site's host: Chromium resolves every *.localhost here.
    const onSite = (path: string) => {
      const address = new URL(browser.url(path));
      address.hostname = domain;
      return address.href;
    };

    await openAdmin(page, '/admin/sites');
    const form = page.getByTestId('new-site');
    await form.getByLabel('Domain').fill(domain);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Niche').selectOption('1');
    await screenshots(page, 'admin-sites');
    await form.getByRole('button', { name: 'Create site' }).click();
    await giveReason(page, 'a new market', 'Create site');
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    const visitor = await browser.freshPage();
    await visitor.goto(onSite('/'));
    await expect.poll(() => visitor.title()).toMatch(new RegExp(`^${name} – `));

    // A setting: the home page's title, which the site's head shows.
    const title = `Dating on ${name}`;
    await page.getByRole('tab', { name: 'Texts' }).click();
    await page.getByLabel('Home page title').fill(title);
    expect(await page.getByTestId('preview-title').innerText()).toBe(`${name} – ${title}`);
    await page.getByTestId('site-changes').getByText('config.index_title').waitFor();
    await screenshots(page, 'admin-site-settings');
    await page.getByTestId('save-site').click();
    await giveReason(page, 'a clearer title', 'Save');
    await page.getByTestId('site-saved').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'site.settings' }).first().innerText()).toContain('a clearer title');

    await visitor.goto(onSite('/'));
    await expect.poll(() => visitor.title()).toBe(`${name} – ${title}`);

    // A page of the site's own at /{token}.
    await page.getByRole('link', { name: 'Pages' }).click();
    await page.getByLabel('New page at').fill('summer-party');
    await page.getByRole('button', { name: 'Write it' }).click();
    await page.getByLabel('Title (English)').fill('Summer party at {site_name}');
    await page.getByLabel('Text (Markdown)').fill('Join us in **July**.\n\n<script>alert(1)</script>\n\nQuestions? Write to {support_email}.');
    await page.getByTestId('preview-page').click();
    const preview = page.getByTestId('page-preview');
    await preview.getByRole('heading', { name: `Summer party at ${name}` }).waitFor();
    expect(await preview.locator('strong').innerText()).toBe('July');
    expect(await preview.innerText()).toContain('<script>alert(1)</script>');
    await screenshots(page, 'admin-page-editor');
    await page.getByTestId('save-page').click();
    await giveReason(page, 'summer campaign', 'Save');
    await page.getByText('Saved.').waitFor();

    await visitor.goto(onSite('/summer-party'));
    await visitor.locator('article h1').filter({ hasText: `Summer party at ${name}` }).waitFor();
    const body = visitor.getByTestId('page-body');
    expect(await body.locator('strong').innerText()).toBe('July');
    expect(await body.innerText()).toContain('Questions? Write to support@rainbowdate.example.');
    await expect.poll(() => visitor.title()).toBe(`Summer party at ${name} | ${name}`);
    await screenshots(visitor, 'site-own-page');
    // Only on its own site: the demo site has no such page.
    browser.allowErrors(/the server responded with a status of 404/);
    await visitor.goto(browser.url('/summer-party'));
    await expect.poll(() => visitor.locator('[role="alert"][data-status]').getAttribute('data-status')).toBe('404');
  });

  test('an admin creates a company, seeing its three address variants, and a discount code of N uses', async () => {
    const { page } = browser;
    const tag = randomBytes(3).toString('hex');
    await openAdmin(page, '/admin/companies');
    await page.getByRole('button', { name: 'New company' }).click();
    const form = page.getByTestId('company-form');
    await form.getByLabel('Name', { exact: true }).fill(`Nordic Hearts ${tag} AB`);
    await form.getByLabel('Chamber of Commerce (KvK) number').fill('556677-8899');
    await form.getByLabel('Address, one line each').fill('Drottninggatan 1\n111 51 Stockholm\nSweden');
    await form.getByLabel('City', { exact: true }).fill('Stockholm');
    await form.getByLabel('Country', { exact: true }).fill('se');
    await form.getByLabel('Support phone').fill('+46 8-123 456');
    await form.getByRole('button', { name: 'Add a VAT number' }).click();
    await form.getByLabel('VAT country').fill('SE');
    await form.getByLabel('VAT number in SE').fill('SE556677889901');
    const address = form.getByTestId('address-preview');
    await expect.poll(() => address.innerText()).toContain('Drottninggatan 1, 111 51 Stockholm, Sweden');
    expect(await address.innerText()).toContain('Stockholm, SE');
    await form.getByRole('button', { name: 'Create company' }).click();
    await giveReason(page, 'Swedish sites', 'Create company');
    await page.getByTestId('companies').getByText(`Nordic Hearts ${tag} AB`).waitFor();
    await screenshots(page, 'admin-companies');

    await page.goto('/admin/discount-codes');
    const create = page.getByTestId('new-code');
    // Refused by the form's own rules before anything is sent.
    await create.getByLabel('Code').fill('NOT VALID!');
    await create.getByRole('button', { name: 'Create code' }).click();
    await create.getByText('letters, digits, - and _ only').waitFor();
    await create.getByLabel('Code').fill(`e2e${tag}`);
    await create.getByLabel('Discount (%)').fill('15');
    await create.getByLabel('Validity').selectOption('limited');
    await create.getByLabel('Uses in total').fill('3');
    await create.getByLabel('ideal').check();
    await create.getByRole('button', { name: 'Create code' }).click();
    await giveReason(page, 'three winners', 'Create code');
    await create.getByText('Created; members can use it now.').waitFor();
    const row = page.locator(`tr[data-code="E2E${tag.toUpperCase()}"]`);
    await expect.poll(() => row.innerText()).toContain('3 uses');
    expect(await row.innerText()).toContain('15%');
    await row.getByRole('checkbox').click();
    await giveReason(page, 'campaign over', 'Switch off');
    await expect.poll(() => row.innerText()).toContain('inactive');
    await screenshots(page, 'admin-discount-codes');
  });
});
