import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { failedRequest, PASSWORD, submitLogin } from './support/accounts';
import { openAdmin } from './support/admin';
import { text } from './support/app';
import { dismissEntryWarning, screenshots, useBrowser } from './support/browser';
import { buy } from './support/credits';
import { photoJpeg, signUpConfirmed } from './support/discovery';

/**
 * Deletion from the outside (issue 18): what the deleted member leaves behind is only what the
 * other member and the books need. The database-wide scan for the member's address, name and IP
 * is the API test account-deletion/erasure.test.ts; here the same deletion is seen as the other
 * member, the staff and the member themselves see it.
 */
describe('personal data (issue 18): a deleted account leaves no trace', () => {
  const browser = useBrowser();

  test('after staff delete an account its photos, profile and login are gone; the other member keeps the conversation from a deleted member', async () => {
    const leaverPage = browser.page;
    const leaver = await signUpConfirmed(leaverPage, 'leaver');
    const upload = await leaverPage.request.post('/api/photos.php', {
      headers: { 'x-request-type': 'app' },
      multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(41) } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const photoUrl = ((await upload.json()) as { photo: { url: string } }).photo.url;
    await buy(leaverPage, 'starter');

    const stayerPage = await browser.freshPage();
    const stayer = await signUpConfirmed(stayerPage, 'stayer');
    const words = `See you at the lake on Sunday (${Date.now().toString(36)})`;
    const sent = await leaverPage.request.post('/api/messages.php', {
      headers: { 'x-request-type': 'app' },
      data: { kind: 'text', profile_id: stayer.id, text: words, client_message_id: randomUUID() },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    expect((await stayerPage.request.get(photoUrl)).status()).toBe(200);

    // Once the account is gone, the leaver's open page is refused: 403 for a member route, 401 for
    // the session check (/api/user.php) should the page ask who is logged in meanwhile.
    browser.allowErrors(failedRequest(403), failedRequest(401));
    const admin = await browser.freshPage();
    await openAdmin(admin, `/admin/members/${leaver.id}`);
    await admin.getByRole('button', { name: 'Delete account' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(`Yes, delete ${leaver.email.toLowerCase()}`).check();
    await dialog.getByLabel('Reason (kept in the audit log)').fill('The member asked support to erase the account now');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/members');

    // Staff find no one by the address, the name or the id (an id also matches addresses and names holding its digits).
    for (const q of [leaver.email, leaver.name, String(leaver.id)]) {
      const found = await admin.request.get(`/api/admin/members?q=${encodeURIComponent(q)}`);
      const members = ((await found.json()) as { members: { id: number; email: string; name: string }[] }).members;
      expect(members.filter(({ id, email, name }) => id === leaver.id || email === leaver.email.toLowerCase() || name === leaver.name), q).toEqual([]);
    }
    expect((await admin.request.get(`/api/admin/members/${leaver.id}`)).status()).toBe(404);

    // Every size of the photo is gone, the profile answers 404 to others.
    expect((await stayerPage.request.get(photoUrl)).status()).toBe(404);
    expect((await stayerPage.request.get(photoUrl.replace('/main.jpg', '/thumb.jpg'))).status()).toBe(404);
    const profile = await stayerPage.request.get(`/api/profile.php?id=${leaver.id}`);
    expect(profile.status()).toBe(404);

    // The other member reads the conversation still, from a deleted member, and cannot answer.
    await stayerPage.goto('/chats');
    const item = stayerPage.getByTestId('chat-item').filter({ hasText: text('en', 'chats.deleted_member') });
    await item.waitFor();
    expect(await item.innerText()).not.toContain(leaver.name);
    await item.locator('a.app-chat-preview').first().click();
    await stayerPage.locator('[data-testid="message"][data-own="false"]', { hasText: words }).waitFor();
    await stayerPage.getByText(text('en', 'chats.deleted_member_note')).waitFor();
    expect(await stayerPage.locator('body').innerText()).not.toContain(leaver.name);
    await screenshots(stayerPage, 'erasure-conversation-kept');

    // The account itself is gone: its session and its password open nothing.
    // The session goes; the answered entry warning stays, as it would in the member's browser.
    await leaverPage.context().clearCookies();
    await dismissEntryWarning(leaverPage.context(), browser.url('/'));
    expect(await submitLogin(leaverPage, leaver.email, PASSWORD)).not.toBe(200);
  });
});
