import { describe, expect, test } from 'vitest';
import { text } from './support/app';
import { chooseBirthDate, PASSWORD, signupUi, uniqueEmail, uniqueName } from './support/accounts';
import { screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';
import { followMailLink, MAIL_LINK_PATHS } from './support/mailbox';

describe('signup extras (issue 19): the signup message arrives, /signup-matches shows members', () => {
  const browser = useBrowser();

  test("a visitor writes on a member's signup page, signs up, confirms, and finds the message in the conversation", async () => {
    const { page } = browser;
    const profilePage = await browser.freshPage();
    const profile = await signUpConfirmed(profilePage, 'sx-profile');

    // The visitor fills the signup flow on the member's page, with a first message at the last step.
    await page.goto(`/members/${profile.id}/signup`);
    const ui = signupUi(page, page.locator('body'));
    await ui.flow.waitFor();
    const email = uniqueEmail('sx-visitor');
    await page.locator('#signup-email').fill(email);
    await ui.next.click();
    await expect.poll(() => ui.step()).toBe('name');
    await page.locator('#signup-name').fill(uniqueName('Visitor'));
    await ui.next.click();
    await expect.poll(() => ui.step()).toBe('password');
    await page.locator('#signup-password').fill(PASSWORD);
    await ui.next.click();
    await expect.poll(() => ui.step()).toBe('date_of_birth');
    await chooseBirthDate(page, { year: '1990', month: '05', day: '17' });
    await ui.next.click();
    await expect.poll(() => ui.step()).toBe('about');
    await page.locator('label[for="signup-gender-male"]').click();
    await page.locator('label[for="signup-sexuality-gay"]').click();
    await page.selectOption('#signup-country', 'NL');
    const region = page.locator('#signup-region');
    await expect.poll(() => region.locator('option').count()).toBeGreaterThan(1);
    await region.selectOption((await region.locator('option').nth(1).getAttribute('value'))!);
    const firstMessage = `Hello from your signup page (${Date.now()})`;
    await page.locator('#signup-message').fill(firstMessage);
    await screenshots(page, 'signup-extras-message');
    await ui.next.click();
    await page.waitForURL((url) => url.pathname === '/complete-signup');

    // Right after signup: real members suggested, as cards with their like buttons.
    await page.getByRole('link', { name: text('en', 'common.continue') }).click();
    await page.locator('[data-route="signup-matches"]').waitFor();
    const cards = page.locator('[data-route="signup-matches"] [data-testid="profile-card"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.locator('h1').innerText()).toBe(text('en', 'signup.matches.title'));
    await screenshots(page, 'signup-extras-matches');

    // Nothing is sent before the address is confirmed.
    expect((await (await page.request.get('/api/chats.php')).json()).chats).toEqual([]);

    // The activation link: the message goes to the profile, and the visitor finds it in the conversation.
    await followMailLink(page, email, MAIL_LINK_PATHS.activation);
    expect(new URL(page.url()).pathname).toBe('/activate/done');
    await page.goto('/chats');
    const item = page.locator('[data-testid="chat-item"]', { hasText: firstMessage });
    await item.waitFor();
    await item.locator('a.app-chat-preview').first().click();
    await page.waitForURL((url) => /^\/chats\/\d+$/.test(url.pathname));
    await page.locator('[data-testid="message"][data-own="true"]', { hasText: firstMessage }).waitFor();
    await screenshots(page, 'signup-extras-conversation');

    // The profile got it too, once, from the new member.
    await profilePage.goto('/chats');
    const theirs = profilePage.locator('[data-testid="chat-item"]', { hasText: firstMessage });
    await theirs.waitFor();
    expect(await theirs.count()).toBe(1);
  });
});
