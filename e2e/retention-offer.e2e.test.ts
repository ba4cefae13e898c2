import { describe, expect, test } from 'vitest';
import { failedRequest, filled } from './support/accounts';
import { screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';

describe('the retention offer on the delete-account page (issue 17)', () => {
  const browser = useBrowser();

  test('taking it gives a personal code that the checkout applies, and the provider charges the discounted price', async () => {
    const { page } = browser;
    await signUpConfirmed(page, 'stay');
    await page.goto('/settings');
    await page.locator('[data-route="settings"]').waitFor();
    await page.getByTestId('delete-start').click();
    await page.getByTestId('retention-offer').waitFor();
    await page.getByTestId('retention-accept').click();

    const codeText = page.getByTestId('retention-code-text');
    await codeText.waitFor();
    const code = (await codeText.innerText()).trim();
    expect(code).toMatch(/^STAY-[A-Z2-9]{8}$/);
    expect(await page.getByTestId('retention-code').innerText()).toContain('50% off one purchase of credits, valid until');
    await screenshots(page, 'retention-code');

    // On to the bundles: the code comes along and says what it gives.
    await page.getByTestId('retention-use').click();
    await page.waitForURL((url) => url.pathname === '/credits' && url.searchParams.get('code') === code);
    const carried = page.getByTestId('carried-code');
    await carried.waitFor();
    expect(await carried.innerText()).toBe(filled('credits.code_carried', { code, percent: 50 }));
    await screenshots(page, 'credits-with-retention-code');

    await page.getByTestId('choose-popular').click();
    await page.waitForURL((url) => url.pathname.startsWith('/credits/popular') && url.searchParams.get('code') === code);
    // It wins over the welcome bonus the new member also has (shown until the carried code is
    // checked): half of €59.99.
    await expect.poll(() => page.getByTestId('discount-applied').innerText()).toContain(code);
    await expect.poll(() => page.getByTestId('summary-total').innerText()).toMatch(/29[.,]99/);
    await screenshots(page, 'checkout-with-retention-code');

    await page.getByTestId('pay-button').click();
    await page.getByTestId('confirm-pay').click();
    await page.waitForURL((url) => url.pathname.startsWith('/simulated-provider/checkout/'));
    expect(await page.locator('body').innerText()).toMatch(/29[.,]99/);
    await page.locator('button[value="paid"]').click();
    await page.waitForURL((url) => /^\/transactions\/\d+$/.test(url.pathname));
    await page.getByTestId('credits-added').waitFor();

    // Taking the offer again shows the same code; it has been used, so the checkout refuses it (422).
    browser.allowErrors(failedRequest(422));
    await page.goto('/settings');
    await page.getByTestId('delete-start').click();
    await page.getByTestId('retention-accept').click();
    expect((await page.getByTestId('retention-code-text').innerText()).trim()).toBe(code);
    await page.goto(`/credits/starter?code=${code}`);
    expect(await page.getByTestId('discount-error').innerText()).toBe(filled('errors.code_already_used', {}));
  });
});
