import { ErrorBody, OwnProfileResponse } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { auditOfMember } from '../../test/members-admin';
import { staffCaller } from '../../test/staff';
import { activeMember } from '../../test/members';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const edit = (caller: Awaited<ReturnType<typeof staffCaller>>, memberId: number, payload: object) =>
  caller('PATCH', `/api/admin/members/${memberId}/profile`, payload);

describe('staff editing a profile', () => {
  it('changes the fields sent under the member’s own rules, recording before and after', async () => {
    const moderator = await staffCaller(t, 'moderator');
    const member = await activeMember(t, { name: 'Alex' });
    const response = await edit(moderator, member.id, { name: 'Alexander', about: 'Likes hiking.', reason: 'Name was a phone number' });
    expect(response.statusCode).toBe(200);
    const own = OwnProfileResponse.parse((await t.app.inject({ url: '/api/profile.php', headers: member.headers })).json()).profile;
    expect(own).toMatchObject({ name: 'Alexander', about: 'Likes hiking.' });
    const [entry] = await auditOfMember(t, member.id);
    expect(entry).toMatchObject({
      action: 'member.profile',
      role: 'moderator',
      before: { name: 'Alex', about: '' },
      after: { name: 'Alexander', about: 'Likes hiking.' },
      reason: 'Name was a phone number',
    });
  });

  it('refuses what the member could not set, a missing reason and an empty change', async () => {
    const support = await staffCaller(t, 'support');
    const member = await activeMember(t);
    const cases: [object, Record<string, unknown>][] = [
      [{ country: 'US', reason: 'Moved' }, { country: 'invalid' }],
      [{ name: 'Alex' }, { reason: expect.any(String) }],
      [{ reason: 'Nothing at all' }, { _: 'nothing_to_change' }],
      [{ name: '@alex', reason: 'Typo' }, { name: expect.any(String) }],
    ];
    for (const [payload, fields] of cases) {
      const response = await edit(support, member.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ErrorBody.parse(response.json()).error.fields).toEqual(fields);
    }
    expect((await edit(support, 999_999, { name: 'Nobody', reason: 'Test' })).statusCode).toBe(404);
    const finance = await staffCaller(t, 'finance');
    expect((await edit(finance, member.id, { name: 'Frank', reason: 'Read only' })).statusCode).toBe(403);
    expect(await auditOfMember(t, member.id)).toEqual([]);
  });
});
