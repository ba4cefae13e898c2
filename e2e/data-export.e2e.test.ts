import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { text } from './support/app';
import { screenshots, useBrowser } from './support/browser';
import { photoJpeg, signUpConfirmed } from './support/discovery';
import { followMailLink, MAIL_LINK_PATHS } from './support/mailbox';

/** Every file the ZIP holds for any member, whatever they have done. */
const PARTS = [
  'profile.json',
  'photos.json',
  'likes.json',
  'conversations.json',
  'orders.json',
  'credit-ledger.json',
  'notification-settings.json',
  'sessions.json',
  'complaints.json',
];

describe('personal data (issue 18): downloading a copy of one’s data', () => {
  const browser = useBrowser();

  test('the member asks in the settings, the job prepares it, the mail leads back and the ZIP downloads with every part', async () => {
    const { page } = browser;
    const member = await signUpConfirmed(page, 'export');
    const upload = await page.request.post('/api/photos.php', {
      headers: { 'x-request-type': 'app' },
      multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(18) } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const photoId = ((await upload.json()) as { photo: { id: number } }).photo.id;

    await page.goto('/settings');
    const section = page.locator('#data-export');
    await section.getByTestId('data-export-request').click();
    await section.getByTestId('data-export-preparing').waitFor();
    expect(await section.getByTestId('data-export-preparing').innerText()).toBe(text('en', 'settings.data_export.preparing'));
    await screenshots(page, 'data-export-preparing');

    // The server's job rounds (3 s apart here) build the ZIP and mail the link; the page polls meanwhile.
    await section.getByTestId('data-export-ready').waitFor({ timeout: 20_000 });
    await followMailLink(page, member.email, MAIL_LINK_PATHS.dataExport);
    expect(new URL(page.url()).pathname).toBe('/settings');
    const download = page.locator('#data-export').getByTestId('data-export-download');
    await download.waitFor();
    await screenshots(page, 'data-export-ready');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.zip$/);
    const files = unzipSync(await readFile((await file.path())!));
    for (const part of PARTS) expect(Object.keys(files), part).toContain(part);
    const profile = JSON.parse(Buffer.from(files['profile.json']!).toString('utf8')) as { account: { email: string }; profile: { name: string } };
    expect(profile).toMatchObject({ account: { email: member.email.toLowerCase() }, profile: { name: member.name } });
    expect(files[`photos/${photoId}.jpg`]?.subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));

    // Once a day: asking again at once says from when it can be asked again.
    browser.allowErrors(/status of 429\b/);
    await page.locator('#data-export').getByTestId('data-export-request').click();
    const error = page.locator('#data-export').getByTestId('data-export-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/^You can ask for a copy of your data once a day\. You can ask again from .+\.$/);
    await screenshots(page, 'data-export-too-soon');
  });
});
