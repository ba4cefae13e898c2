import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openAdmin } from './support/admin';
import { chooseLanguage, htmlLang, text } from './support/app';
import { screenshots, useBrowser } from './support/browser';
import { signUpConfirmed, usePhotoDir } from './support/discovery';

/** The reason picked with key 4 on the review page: MODERATION_REASONS' fourth. */
const REJECT_KEY = '4';
const REJECT_REASON = 'celebrity';

/**
 * Moves the review page's cursor to the photo with J: other files' members upload photos into the
 * same queue meanwhile, and theirs may come first.
 */
async function reviewPhoto(staff: Page, photoId: number): Promise<void> {
  const current = staff.getByTestId('photo-review');
  for (let step = 0; step < 20; step++) {
    await current.waitFor();
    if ((await current.getAttribute('data-photo-id')) === String(photoId)) return;
    await staff.keyboard.press('j');
  }
  throw new Error(`photo ${photoId} is not in the loaded queue`);
}

const decided = (staff: Page, photoId: number) =>
  staff.waitForResponse((response) => new URL(response.url()).pathname === `/api/admin/moderation/photos/${photoId}` && response.ok());

describe('photo moderation (issue #18)', () => {
  const browser = useBrowser();
  const photoFiles = usePhotoDir();

  test('a moderator approves one photo and rejects another with the keyboard; the member reads the reason in German', async () => {
    const { page, freshPage } = browser;
    await signUpConfirmed(page, 'moderated');
    await page.goto('/profile');
    await page.getByTestId('photos-section').waitFor();
    await chooseLanguage(page, 'de');
    await expect.poll(() => htmlLang(page)).toBe('de');

    const uploads = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/photos.php' && response.request().method() === 'POST',
    );
    await page.getByTestId('photo-input').setInputFiles([await photoFiles.write('approved.jpg', 11), await photoFiles.write('rejected.jpg', 12)]);
    await uploads;
    await expect.poll(() => page.getByTestId('own-photo').count(), { timeout: 15_000 }).toBe(2);
    const [approved, rejected] = (await page.getByTestId('own-photo').evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-photo-id')))));

    const staff = await freshPage();
    await openAdmin(staff, '/admin/moderation/photos');
    await reviewPhoto(staff, approved!);
    // The review page: the photo large, the member's other photo beside it.
    expect(await staff.getByTestId('other-photos').locator('img').count()).toBe(1);
    await screenshots(staff, 'admin-moderation-photos');
    const approval = decided(staff, approved!);
    await staff.keyboard.press('a');
    await approval;

    await reviewPhoto(staff, rejected!);
    await staff.keyboard.press('r');
    await staff.getByTestId('reject-reasons').waitFor();
    await screenshots(staff, 'admin-moderation-photos-reasons');
    const rejection = decided(staff, rejected!);
    await staff.keyboard.press(REJECT_KEY);
    await rejection;
    // Decided, it left the queue: the next photo (or the empty queue) shows.
    await expect.poll(() => staff.locator(`[data-testid="photo-review"][data-photo-id="${rejected}"]`).count()).toBe(0);

    // The member's photos page, in German: the approved photo is visible, the other rejected with its reason.
    await page.reload();
    const tile = (id: number) => page.locator(`[data-testid="own-photo"][data-photo-id="${id}"]`);
    await tile(rejected!).getByTestId('reject-reason').waitFor();
    expect(await tile(approved!).getByTestId('photo-status').innerText()).toBe(text('de', 'own_profile.status.active'));
    expect(await tile(rejected!).getByTestId('photo-status').innerText()).toBe(text('de', 'own_profile.status.rejected'));
    expect(await tile(rejected!).getByTestId('reject-reason').innerText()).toBe(
      text('de', 'own_profile.rejected_reason').replace('{reason}', text('de', `moderation.reasons.${REJECT_REASON}`)),
    );
    await screenshots(page, 'member-photo-rejected');
  });
});
