import { describe, expect, test } from 'vitest';
import { chooseLanguage, footerTexts, htmlLang, LOCALES, shell, text, texts } from './support/app';
import { screenshots, useBrowser } from './support/browser';

const DAY_S = 24 * 60 * 60;

describe('language switch (SPEC §1, §9: 11 locales, cookie for 365 days, no URL prefix)', () => {
  const browser = useBrowser();

  test('switching to Dutch translates the page, sets the locale cookie and survives a reload', async () => {
    const { page, context } = browser;
    const ui = shell(page);
    const visibleTexts = async () => [await ui.loginButton.innerText(), ...(await texts(ui.footerLinks))];
    await page.goto('/');
    await ui.hero.waitFor();
    const urlBefore = page.url();
    const english = await visibleTexts();

    await ui.languageToggle.click();
    // The first opening fetches the dropdown's chunk, then opens.
    await ui.languageItems.first().waitFor();
    expect(await ui.languageItems.count()).toBe(LOCALES.length);
    await screenshots(page, 'language-dropdown');
    await ui.languageItems.getByText('Nederlands', { exact: true }).click();

    await expect.poll(() => htmlLang(page)).toBe('nl');
    await expect.poll(() => ui.loginButton.innerText()).toBe(text('nl', 'nav.login'));
    expect(await texts(ui.footerLinks)).toEqual(footerTexts('nl'));
    // The US notice belongs to the English footer only.
    expect(await ui.usFooter.count()).toBe(0);
    expect(page.url()).toBe(urlBefore);

    const cookie = (await context.cookies()).find(({ name }) => name === 'locale');
    expect(cookie?.value).toBe('nl');
    const inAYear = Date.now() / 1000 + 365 * DAY_S;
    expect(Math.abs(cookie!.expires - inAYear)).toBeLessThan(DAY_S);
    await screenshots(page, 'home-nl');

    await page.reload();
    await ui.hero.waitFor();
    await expect.poll(() => ui.loginButton.innerText()).toBe(text('nl', 'nav.login'));
    expect(await texts(ui.footerLinks)).toEqual(footerTexts('nl'));
    expect(await htmlLang(page)).toBe('nl');

    // Last, so the mechanics above are checked even while a catalogue is still a copy of English.
    expect(await visibleTexts(), 'Dutch navigation and footer texts equal the English ones').not.toEqual(english);
  });

  test('every one of the 11 locales can be chosen', async () => {
    const { page } = browser;
    const ui = shell(page);
    await page.goto('/');
    await ui.hero.waitFor();
    // Start away from English so that switching to it is a real change too.
    for (const locale of [...LOCALES.filter((l) => l !== 'en'), 'en'] as const) {
      await chooseLanguage(page, locale);
      await expect.poll(() => htmlLang(page), { message: locale }).toBe(locale);
      await expect.poll(() => ui.loginButton.innerText(), { message: locale }).toBe(text(locale, 'nav.login'));
      expect(await texts(ui.footerLinks), locale).toEqual(footerTexts(locale));
    }
  });
});
