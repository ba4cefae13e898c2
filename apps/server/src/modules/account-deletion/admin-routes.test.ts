import { ErrorBody, PhotoResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { photoKey, profilePhoto } from '../../platform/storage/user-files';
import { currentUser, logIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { auditOfMember } from '../../test/members-admin';
import { staffCaller } from '../../test/staff';
import { activeMember } from '../../test/members';
import { realPhoto, uploadPhoto } from '../../test/photos';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('deleting an account from the back office', () => {
  it('deletes the member, the photos’ files and all, at once, and keeps the audit entry', async () => {
    const support = await staffCaller(t, 'support');
    const member = await activeMember(t);
    const photo = PhotoResponse.parse((await uploadPhoto(t, member.headers, await realPhoto())).json()).photo;
    const file = () => t.files.get(photoKey(profilePhoto(member.id, photo.id), 'main'));
    expect(await file()).not.toBeNull();

    const response = await support('POST', `/api/admin/members/${member.id}/deletion`, { reason: 'Member asked by phone to be deleted now' });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await file()).toBeNull();
    expect((await support('GET', `/api/admin/photos/${photo.id}/main.jpg`)).statusCode).toBe(404);
    expect(await currentUser(t, member.sid)).toBeNull();
    expect((await logIn(t, member.email)).statusCode).toBe(401);

    const [entry] = await auditOfMember(t, member.id);
    expect(entry).toMatchObject({ action: 'member.delete', before: { status: 'confirmed' }, after: null });
    expect(JSON.stringify(entry)).not.toContain(member.email);
    expect((await support('POST', `/api/admin/members/${member.id}/deletion`, { reason: 'Again' })).statusCode).toBe(404);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.subjectId, String(member.id)))).toHaveLength(1);
  });

  it('needs a reason, and is support’s', async () => {
    const member = await activeMember(t);
    const support = await staffCaller(t, 'support');
    expect(ErrorBody.parse((await support('POST', `/api/admin/members/${member.id}/deletion`, {})).json()).error.fields).toHaveProperty('reason');
    for (const role of ['moderator', 'finance'] as const) {
      expect((await (await staffCaller(t, role))('POST', `/api/admin/members/${member.id}/deletion`, { reason: 'No' })).statusCode).toBe(403);
    }
    expect(await currentUser(t, member.sid)).not.toBeNull();
  });
});
