import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { logInDemoAdmin } from './admin';
import { photoJpeg } from './discovery';

/** The web app's header: the back office's writes need it. */
const APP = { 'x-request-type': 'app' };

/**
 * A fictional profile made now by the demo admin on the demo site, with a photo. By default one the
 * members signUpConfirmed makes (gay men of 36) look for, and the most recently active member.
 */
export async function newFictionalProfile(staff: Page, fields: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  await logInDemoAdmin(staff.context());
  const data = {
    siteId: 1,
    name: `Maarten${Date.now().toString(36)}`,
    date_of_birth: '1989-03-02',
    gender: 'male',
    sexuality: 'gay',
    country: 'NL',
    reason: 'A character for a browser test',
    ...fields,
  };
  const created = await staff.request.post('/api/admin/fictional', { headers: APP, data });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const photo = await staff.request.post(`/api/admin/fictional/${id}/photos`, {
    headers: APP,
    multipart: { photo: { name: 'face.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(90) } },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  return { id, name: data.name };
}
