import { describe, expect, test } from 'vitest';
import { text } from './support/app';
import { filled } from './support/accounts';
import { LONG_TEST, screenshots, useBrowser } from './support/browser';
import { discoveryUi, photoJpeg, plural, signUpConfirmed, usePhotoDir } from './support/discovery';

const PHOTO_LIMIT_FREE = 3;

describe('own profile (issue 4): editing every kind of field, uploading photos up to the free limit', () => {
  const browser = useBrowser();
  const photoFiles = usePhotoDir();

  test('a new member edits the profile, reloads, and uploads photos that are checked, shown and limited', async () => {
    const { page, freshPage } = browser;
    const member = await signUpConfirmed(page, 'profile');

    await page.goto('/profile');
    await page.locator('[data-route="profile"]').waitFor();
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    expect(await page.locator('h1').innerText()).toBe(text('en', 'routes.profile'));

    // Text, chips and the nullable selects; the details of SPEC §3.
    const about = 'Cyclist, amateur cook and board game fan.\nLooking for someone to explore Utrecht with.';
    await page.locator('#profile-city').fill('Utrecht');
    const chips = page.getByTestId('interest-picker').locator('[data-interest]');
    await expect.poll(() => chips.count()).toBe(50);
    const interests = [
      await chips.nth(0).getAttribute('data-interest'),
      await chips.nth(7).getAttribute('data-interest'),
      await chips.nth(23).getAttribute('data-interest'),
    ] as string[];
    for (const key of interests) await page.locator(`[data-interest="${key}"]`).click();
    for (const key of interests) expect(await page.locator(`[data-interest="${key}"]`).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('#interests-hint').innerText()).toBe(plural('own_profile.interests_hint', 3));
    const details = { hair_colour: 'red', eye_colour: 'green', body_type: 'athletic', relationship_status: 'single' };
    for (const [field, value] of Object.entries(details)) await page.selectOption(`#profile-${field}`, value);
    await page.locator('#profile-about').fill(about);
    await screenshots(page, 'profile-edit');
    await page.getByTestId('profile-save').click();
    await page.getByTestId('saved').waitFor();
    expect(await page.getByTestId('saved').innerText()).toBe(text('en', 'settings.saved'));

    // A reload reads it all back from the server.
    await page.reload();
    await form.waitFor();
    await expect.poll(() => page.locator('#profile-city').inputValue()).toBe('Utrecht');
    expect(await page.locator('#profile-about').inputValue()).toBe(about);
    for (const [field, value] of Object.entries(details)) expect(await page.locator(`#profile-${field}`).inputValue(), field).toBe(value);
    // The list of interests arrives on its own, after the profile.
    const pressed = () =>
      page
        .locator('[data-interest][aria-pressed="true"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-interest')).sort());
    await expect.poll(pressed).toEqual([...interests].sort());

    // Photos: none yet.
    const photos = page.getByTestId('own-photo');
    const count = page.getByTestId('photo-count');
    const photoCountText = (n: number) => filled('own_profile.photo_count', { count: n, limit: PHOTO_LIMIT_FREE });
    expect(await count.innerText()).toBe(photoCountText(0));
    expect(await photos.count()).toBe(0);

    // A real JPEG through the file input: stored as pending ('Being checked'), then the automated
    // review activates it ('Visible') and the page, polling, shows that. The first public photo is the main one.
    const [upload] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/photos.php' && response.request().method() === 'POST'),
      page.getByTestId('photo-input').setInputFiles(await photoFiles.write('first.jpg', 1)),
    ]);
    expect(upload.status()).toBe(200);
    const uploaded = ((await upload.json()) as { photo: { id: number; status: string } }).photo;
    expect(uploaded.status).toBe('pending');
    const first = page.locator(`[data-testid="own-photo"][data-photo-id="${uploaded.id}"]`);
    await first.waitFor();
    await expect.poll(() => count.innerText()).toBe(photoCountText(1));
    // The review runs in the server's job rounds (3 s apart here), so the page nearly always shows
    // the photo waiting first; a round that falls between upload and list may skip that, so the
    // badge is checked on whichever new photo is still waiting (see also the two below).
    const checking = page.locator('[data-testid="own-photo"][data-status="pending"]');
    const expectCheckingBadges = async () => {
      for (const badge of await checking.getByTestId('photo-status').all()) {
        expect(await badge.innerText()).toBe(text('en', 'own_profile.status.pending'));
      }
      return (await checking.count()) > 0;
    };
    const seenChecking = [await expectCheckingBadges()];
    expect(await first.getByTestId('main-badge').innerText()).toBe(text('en', 'own_profile.main'));
    await screenshots(page, 'profile-photo-checking');
    await expect.poll(() => first.getAttribute('data-status'), { timeout: 15_000, interval: 250 }).toBe('active');
    expect(await first.getByTestId('photo-status').innerText()).toBe(text('en', 'own_profile.status.active'));
    expect(await first.getByTestId('main-badge').isVisible()).toBe(true);
    expect(await first.locator('img').getAttribute('src')).toBe(`/media/photos/${uploaded.id}/thumb.jpg`);

    // Others see it: the member's own page, and the card in a visitor's search.
    await page.goto(`/members/${member.id}`);
    const ui = discoveryUi(page);
    await ui.memberProfile.waitFor();
    expect(await ui.gallery.locator('img').first().getAttribute('src')).toBe(`/media/photos/${uploaded.id}/main.jpg`);
    expect(await ui.memberProfile.innerText()).toContain(about.split('\n')[0]);
    expect(await ui.memberProfile.innerText()).toContain('Utrecht');
    expect(await ui.memberProfile.innerText()).toContain(text('en', `profile.hair_colour.red`));
    await screenshots(page, 'profile-own-member-page');

    const visitor = await freshPage();
    const { age } = ((await (await page.request.get('/api/profile.php')).json()) as { profile: { age: number } }).profile;
    await visitor.goto(`/members?gender=male&country=NL&min_age=${age}&max_age=${age}`);
    const card = discoveryUi(visitor).card(member.id);
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toBe(`/media/photos/${uploaded.id}/thumb.jpg`);
    expect(await card.innerText()).toContain(member.name);
    await visitor.close();

    // Two more at once: 3 of 3, and the premium call to action; no room for a fourth.
    await page.goto('/profile');
    await page.getByTestId('photo-count').waitFor();
    await page.getByTestId('photo-input').setInputFiles([await photoFiles.write('second.jpg', 2), await photoFiles.write('third.jpg', 3)]);
    await expect.poll(() => count.innerText(), { timeout: 15_000 }).toBe(photoCountText(3));
    await expect.poll(() => photos.count()).toBe(3);
    seenChecking.push(await expectCheckingBadges());
    expect(seenChecking.some(Boolean), 'a new photo shown as being checked').toBe(true);
    const limit = page.getByTestId('photo-limit');
    await limit.waitFor();
    expect(await limit.innerText()).toContain(filled('own_profile.limit_free', { count: 3, premium: 25 }));
    expect(await limit.getByTestId('premium-cta').innerText()).toContain(text('en', 'errors.premium_required'));
    expect(await limit.getByRole('link', { name: text('en', 'premium_cta.button') }).getAttribute('href')).toBe('/premium');
    expect(await page.locator('label[for="photo-upload"]').count()).toBe(0);
    expect(await page.getByTestId('photo-input').isDisabled()).toBe(true);
    // The first one stays the main photo.
    expect(await page.getByTestId('main-badge').count()).toBe(1);
    expect(await first.getByTestId('main-badge').isVisible()).toBe(true);
    await screenshots(page, 'profile-photo-limit');

    // Nor does the server take a fourth, whatever the page offers.
    const fourth = await page.request.post('/api/photos.php', {
      headers: { 'x-request-type': 'app' },
      multipart: { photo: { name: 'fourth.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(4) } },
    });
    expect(fourth.status()).toBe(403);
    expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe('photo_limit_reached');
    await page.reload();
    await expect.poll(() => count.innerText()).toBe(photoCountText(3));

    // The review activates the other two as well.
    await expect
      .poll(() => photos.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status'))), { timeout: 15_000, interval: 250 })
      .toEqual(['active', 'active', 'active']);
  }, LONG_TEST);
});
