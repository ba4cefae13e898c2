import { ErrorBody, NOTIFICATION_DEFAULTS, NOTIFICATION_TYPES, User, UserResponse } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, currentUser, signUp, withSession } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function update(sid: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/user.php', headers: withSession(sid), payload });
}

describe('GET /api/user.php', () => {
  it('answers every field of SPEC §3 for a member', async () => {
    const { sid } = await signUp(t);
    const response = await t.app.inject({ url: '/api/user.php', headers: { cookie: `sid=${sid}` } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { user: Record<string, unknown> };
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(User.shape).sort());
    const user = User.parse(body.user);
    expect(Object.keys(user.notification_settings).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    // Mails about one's own contacts are on from the start; the newsletter needs a yes.
    expect(user.notification_settings).toEqual(NOTIFICATION_DEFAULTS);
    expect(user.profile.main_image).toBeNull();
  });
});

describe('PUT /api/user.php', () => {
  it('changes language, name, country, region and notification types', async () => {
    const { sid } = await signUp(t);
    const response = await update(sid, {
      language: 'fr',
      name: 'Alexandre',
      country: 'FR',
      region: 'Bretagne',
      notification_settings: { newsletter: false },
    });
    expect(response.statusCode).toBe(200);
    const { user } = UserResponse.parse(response.json());
    expect(user).toMatchObject({
      language: 'fr',
      notification_settings: { newsletter: false, message: true, like: true, match: true, visit: true },
      // Stored as the code regions.php lists.
      profile: { name: 'Alexandre', country: 'FR', region: 'BRE' },
    });
    expect(await currentUser(t, sid)).toEqual(user);
  });

  it('refuses a region the country does not have', async () => {
    const { sid } = await signUp(t);
    const response = await update(sid, { country: 'DE', region: 'Bretagne' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ region: 'invalid' });
  });

  it('leaves out what is not sent', async () => {
    const { sid } = await signUp(t);
    const settings = { message: true, like: false, match: true, visit: false, newsletter: true };
    const { user } = UserResponse.parse((await update(sid, { notification_settings: settings })).json());
    expect(user!.notification_settings).toEqual(settings);
    expect(user!.profile).toMatchObject({ name: 'Alex', country: 'NL', region: 'NH' });
    expect(user!.language).toBe('en');
  });

  it('lets fictional profiles write first until the member turns it off, and back on', async () => {
    const { sid } = await signUp(t);
    expect((await currentUser(t, sid))!.fictional_first_contact).toBe(true);
    const { user } = UserResponse.parse((await update(sid, { fictional_first_contact: false })).json());
    expect(user!.fictional_first_contact).toBe(false);
    // Another setting leaves it as the member chose.
    await update(sid, { notification_settings: { newsletter: true } });
    expect((await currentUser(t, sid))!.fictional_first_contact).toBe(false);
    expect(UserResponse.parse((await update(sid, { fictional_first_contact: true })).json()).user!.fictional_first_contact).toBe(true);
    expect((await update(sid, { fictional_first_contact: 'no' })).statusCode).toBe(400);
  });

  it('clears the region when only the country changes', async () => {
    const { sid } = await signUp(t);
    const { user } = UserResponse.parse((await update(sid, { country: 'BE' })).json());
    expect(user!.profile).toMatchObject({ country: 'BE', region: '' });
  });

  it('refuses a language, name or country that is not allowed', async () => {
    const { sid } = await signUp(t);
    for (const [payload, field, rule] of [
      [{ language: 'xx' }, 'language', undefined],
      [{ name: '@alex' }, 'name', 'name_starts_with_at'],
      [{ country: 'US' }, 'country', 'invalid'],
    ] as const) {
      const response = await update(sid, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const { error } = ErrorBody.parse(response.json());
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.[field]).toBeTruthy();
      if (rule) expect(error.fields?.[field]).toBe(rule);
    }
  });

  it('is for members only', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/user.php', headers: appHeaders, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).error.code).toBe('authentication_required');
  });
});
