import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useStaffSession } from './support/admin';
import { authenticatorCode, enrolStaff } from './support/admin-login';
import { screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';
import { newFictionalProfile } from './support/fictional';

/** The web app's header: some of these requests change state. */
const APP = { 'x-request-type': 'app' };

const NOTES = 'Florist in Haarlem. Has a cat called Mies. Told Tom she sails on Sundays.';

/** An operator the demo admin adds, enrolled with an authenticator: their address, password and secret. */
async function newOperator(admin: Page, baseURL: string, name: string) {
  const email = `operator-${name.toLowerCase()}-${Date.now()}@staff.example`;
  const created = await admin.request.post('/api/admin/staff', {
    headers: APP,
    data: { email, name, role: 'operator', reason: 'Operator console test' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { password } = (await created.json()) as { password: string };
  const { cookie, secret } = await enrolStaff(baseURL, email, password);
  return { email, password, secret, cookie };
}

/** The demo site's wait between a signup and a fictional profile's first message, set through the back office. */
async function setFirstContactWait(admin: Page, minutes: number): Promise<void> {
  const { site } = (await (await admin.request.get('/api/admin/sites/1', { headers: APP })).json()) as {
    site: { config: { first_contact: Record<string, number> } } & Record<string, unknown>;
  };
  const saved = await admin.request.put('/api/admin/sites/1', {
    headers: APP,
    data: { ...site, config: { ...site.config, first_contact: { ...site.config.first_contact, after_signup_minutes: minutes } }, reason: 'Operator console test' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

describe('the operator console (issue 19)', () => {
  const browser = useBrowser();

  test('a member pays to write to a fictional profile; an operator answers it live; a second operator cannot take it', async () => {
    const { page: member } = browser;
    const admin = await browser.freshPage();
    const profile = await newFictionalProfile(admin, { city: 'Haarlem', notes: NOTES });
    const baseURL = browser.url('/').replace(/\/$/, '');
    const anna = await newOperator(admin, baseURL, `Anna${Date.now().toString(36)}`);
    const ben = await newOperator(admin, baseURL, `Ben${Date.now().toString(36)}`);

    // The member writes to the profile: the warning first, confirmed, then a paid message.
    await signUpConfirmed(member, 'operator-console');
    const before = ((await (await member.request.get('/api/user.php')).json()) as { user: { credits: number } }).user.credits;
    await member.goto(`/members/${profile.id}/chat`);
    await member.waitForURL((url) => /^\/chats\/\d+$/.test(url.pathname));
    const conversationId = Number(new URL(member.url()).pathname.split('/').at(-1));
    await member.getByTestId('chat-fictional-warning').getByTestId('fictional-warning-confirm').click();
    const icebreakers = member.getByTestId('icebreaker-modal');
    await icebreakers.waitFor();
    await icebreakers.getByTestId('icebreaker').first().click();
    await icebreakers.waitFor({ state: 'hidden' });
    const question = `Do you like sailing? (${Date.now()})`;
    await member.getByTestId('composer-input').fill(question);
    await member.getByTestId('send').click();
    await member.locator('[data-testid="message"][data-own="true"]', { hasText: question }).waitFor();
    const after = ((await (await member.request.get('/api/user.php')).json()) as { user: { credits: number } }).user.credits;
    expect(after).toBeLessThan(before);

    // Anna logs in with her password and a code from her authenticator, and finds the member waiting.
    const operator = await browser.freshPage();
    await operator.goto('/admin/operator');
    await operator.getByLabel('E-mail address').fill(anna.email);
    await operator.getByLabel('Password').fill(anna.password);
    await operator.getByRole('button', { name: 'Continue' }).click();
    await operator.getByLabel('Code from your authenticator app').fill(await authenticatorCode(anna.secret, 1));
    await operator.getByRole('button', { name: 'Log in' }).click();
    await operator.getByRole('heading', { name: 'Operator console' }).waitFor();
    const entry = operator.locator(`[data-testid="operator-queue-item"][data-conversation-id="${conversationId}"]`);
    await entry.waitFor();
    expect(await entry.innerText()).toContain(`to ${profile.name}`);
    await operator.getByTestId('operator-figures').getByTestId('figure-waiting').waitFor();
    await screenshots(operator, 'operator-console-queue');
    await entry.click();

    // She sees the conversation, the member and the character's notes.
    const workspace = operator.getByTestId('operator-workspace');
    await workspace.waitFor();
    await workspace.getByTestId('operator-thread').getByText(question).waitFor();
    expect(await operator.locator('#fictional-notes').inputValue()).toBe(NOTES);
    await expect.poll(() => entry.innerText()).toContain('You');
    await screenshots(operator, 'operator-console');

    // Ben, in another browser, is refused the same conversation while Anna holds it.
    const second = await browser.freshPage();
    await useStaffSession(second.context(), ben.cookie);
    browser.allowErrors(/status of 409 .*\/api\/admin\/operator\/conversations/);
    await second.goto(`/admin/operator/${conversationId}`);
    await second.getByText('is working on this conversation').waitFor();
    const bensEntry = second.locator(`[data-testid="operator-queue-item"][data-conversation-id="${conversationId}"]`);
    await expect.poll(() => bensEntry.innerText()).toContain('is answering');
    await screenshots(second, 'operator-console-taken');

    // Anna answers; the member, still in the chat, gets it live, and sees the question read.
    const reply = `I do! Every Sunday on the Spaarne (${Date.now()})`;
    await operator.getByLabel('Answer', { exact: true }).fill(reply);
    await operator.getByRole('button', { name: 'Send answer' }).click();
    await operator.getByText('Sent: the conversation left the queue').waitFor();
    await workspace.getByTestId('operator-thread').getByText(reply).waitFor();
    await member.locator('[data-testid="message"][data-own="false"]', { hasText: reply }).waitFor({ timeout: 5_000 });
    await expect.poll(() => entry.count()).toBe(0);
    await screenshots(member, 'operator-answer-received');
    await screenshots(operator, 'operator-console-sent');
  });
  test('an operator writes the first message to a new member within the site limits; the member sees it from a marked profile', async () => {
    const { page: newcomer } = browser;
    const admin = await browser.freshPage();
    const profile = await newFictionalProfile(admin, { city: 'Haarlem', notes: NOTES });
    const baseURL = browser.url('/').replace(/\/$/, '');
    const carla = await newOperator(admin, baseURL, `Carla${Date.now().toString(36)}`);
    // The demo site waits 30 minutes after a signup; this test cannot, so the admin sets no wait.
    await setFirstContactWait(admin, 0);
    try {
      const member = await signUpConfirmed(newcomer, 'first-contact');
      const operator = await browser.freshPage();
      await useStaffSession(operator.context(), carla.cookie);
      await operator.goto('/admin/first-messages');
      await operator.getByRole('heading', { name: 'First messages' }).waitFor();
      await operator.getByLabel('Fictional profile').selectOption(String(profile.id));
      const row = operator.locator(`[data-testid="first-contact-candidate"][data-member-id="${member.id}"]`);
      await row.waitFor();
      await row.getByRole('button', { name: 'Write…' }).click();
      const text = `Welcome! I am new here too (${Date.now()})`;
      await operator.getByLabel(/^First message to/).fill(text);
      await screenshots(operator, 'operator-first-messages');
      await operator.getByRole('button', { name: 'Send first message' }).click();
      await operator.getByText(/^Sent to /).waitFor();
      await expect.poll(() => row.count()).toBe(0);

      await newcomer.goto('/chats');
      const item = newcomer.locator('[data-testid="chat-item"]', { hasText: profile.name });
      await item.waitFor();
      expect(await item.getByTestId('fictional-badge').count()).toBe(1);
      await item.click();
      await newcomer.locator('[data-testid="message"][data-own="false"]', { hasText: text }).waitFor();
      await screenshots(newcomer, 'operator-first-message-received');
    } finally {
      await setFirstContactWait(admin, 30);
    }
  });
});
