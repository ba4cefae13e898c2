import { describe, expect, test } from 'vitest';
import { openAdmin } from './support/admin';
import { screenshots, useBrowser } from './support/browser';
import { usePhotoDir } from './support/discovery';

describe('fictional profiles in the back office (issue #19)', () => {
  const browser = useBrowser();
  const photoFiles = usePhotoDir();

  test('the admin creates a fictional profile with a photo and notes; member search marks it fictional', async () => {
    const { page: staff } = browser;
    // Unique per run: the e2e database outlives one test file.
    const name = `Fiona${String(Date.now()).slice(-5)}`;
    await openAdmin(staff, '/admin/fictional');
    await staff.getByTestId('new-fictional').click();
    await staff.getByRole('heading', { name: 'New fictional profile' }).waitFor();
    // On the second demo site (Germany, Austria, Switzerland): this profile is deleted at the end,
    // and the files running alongside open the first site's fictional members they find listed.
    await staff.locator('#fictional-site').selectOption({ label: 'she.localhost' });
    await staff.locator('#fictional-name').fill(name);
    await staff.locator('#fictional-dob').fill('1990-06-15');
    await staff.locator('#fictional-gender').selectOption('female');
    await staff.locator('#fictional-sexuality').selectOption('hetero');
    await staff.locator('#fictional-country').fill('DE');
    await staff.locator('select#fictional-region').selectOption({ label: 'Berlin' });
    await staff.locator('#fictional-city').fill('Berlin');
    await staff.locator('#fictional-about').fill('Florist who loves sailing on the Wannsee.');
    await staff.locator('#fictional-interests-music').check();
    for (const hour of ['20', '21', '22']) await staff.locator(`#fictional-hours-${hour}`).check();
    await staff.locator('#fictional-notes-new').fill('Has a sister in Utrecht. Told Tom about her cat Mies.');
    await staff.locator('#fictional-reason').fill('New character for the Berlin region');
    await screenshots(staff, 'admin-fictional-new');
    await staff.getByRole('button', { name: 'Create profile' }).click();

    await staff.getByRole('heading', { name }).waitFor();
    expect(await staff.locator('#fictional-notes').inputValue()).toBe('Has a sister in Utrecht. Told Tom about her cat Mies.');
    expect(await staff.locator('#fictional-hours-21').isChecked()).toBe(true);
    const uploaded = staff.waitForResponse((response) => /\/api\/admin\/fictional\/\d+\/photos$/.test(new URL(response.url()).pathname));
    await staff.locator('#fictional-photo-upload').setInputFiles(await photoFiles.write('fictional.jpg', 31));
    expect((await uploaded).ok()).toBe(true);
    await expect.poll(() => staff.getByTestId('fictional-photos').locator('img').count()).toBe(1);
    await staff.locator('#fictional-notes').fill('Has a sister in Utrecht. Told Tom about her cat Mies. Tom works nights.');
    await staff.getByRole('button', { name: 'Save notes' }).click();
    await expect.poll(() => staff.getByRole('region', { name: 'Audit trail' }).innerText()).toContain('fictional.notes');
    await screenshots(staff, 'admin-fictional-profile');

    await staff.goto('/admin/fictional');
    await staff.getByLabel('Search by name').fill(name);
    await expect.poll(() => staff.getByTestId('fictional-row').count()).toBe(1);
    await screenshots(staff, 'admin-fictional-list');

    await staff.goto('/admin/members');
    await staff.getByLabel('E-mail, name or id').fill(name);
    await staff.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => staff.getByTestId('members-total').innerText()).toBe('1 member');
    expect(await staff.getByTestId('fictional-badge').innerText()).toBe('fictional');
    // Not the placeholder address: what it is, and the way to its page.
    expect(await staff.locator('table').innerText()).not.toContain('@fictional.invalid');
    await screenshots(staff, 'admin-fictional-member-search');
    await staff.getByRole('link', { name }).click();
    await staff.getByRole('heading', { name: new RegExp(name) }).waitFor();
    expect(await staff.locator('body').innerText()).not.toContain('@fictional.invalid');
    await staff.getByTestId('fictional-profile-link').click();
    await staff.getByRole('heading', { name }).waitFor();

    // A second photo made main, the first removed, each with its reason; then the profile deleted.
    const photos = staff.getByTestId('fictional-photo');
    await staff.locator('#fictional-photo-upload').setInputFiles(await photoFiles.write('fictional-2.jpg', 32));
    await expect.poll(() => photos.count()).toBe(2);
    const second = await photos.nth(1).locator('img').getAttribute('src');
    await photos.nth(1).getByRole('button', { name: 'Make main' }).click();
    await staff.locator('#admin-reason').fill('Her smile shows better');
    await staff.getByRole('button', { name: 'Save order' }).click();
    await expect.poll(() => photos.first().locator('img').getAttribute('src')).toBe(second);
    expect(await photos.first().innerText()).toContain('main');
    await photos.nth(1).getByRole('button', { name: 'Remove' }).click();
    await staff.locator('#admin-reason').fill('Blurry');
    await staff.getByRole('button', { name: 'Remove photo' }).click();
    await expect.poll(() => photos.count()).toBe(1);
    await expect.poll(() => staff.getByRole('region', { name: 'Audit trail' }).innerText()).toContain('fictional.photo_remove');
    await screenshots(staff, 'admin-fictional-photos-arranged');

    await staff.getByRole('button', { name: 'Delete profile' }).click();
    await staff.locator('#fictional-delete-confirm').check();
    await staff.locator('#admin-reason').fill('Character retired');
    await staff.getByRole('dialog').getByRole('button', { name: 'Delete profile' }).click();
    await staff.waitForURL(/\/admin\/fictional$/);
    await staff.getByLabel('Search by name').fill(name);
    await expect.poll(() => staff.getByTestId('fictional-row').count()).toBe(0);
  });
});
