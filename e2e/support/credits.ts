import type { Page } from 'playwright-core';

/** The member pays a bundle with iDEAL at the simulated provider; answers the order's id once credited. */
export async function buy(page: Page, bundle: string): Promise<number> {
  await page.goto(`/credits/${bundle}/ideal`);
  await page.getByTestId('pay-button').click();
  await page.getByTestId('confirm-pay').click();
  await page.waitForURL((url) => url.pathname.startsWith('/simulated-provider/checkout/'));
  await page.locator('button[value="paid"]').click();
  await page.waitForURL((url) => /^\/transactions\/\d+$/.test(url.pathname));
  await page.getByTestId('credits-added').waitFor();
  return Number(/\/transactions\/(\d+)/.exec(page.url())![1]);
}
