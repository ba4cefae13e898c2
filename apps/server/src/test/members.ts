import type { TrackingInfo } from '@app/core';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../db/schema';
import { signUp, withSession } from './accounts';
import type { TestApp } from './build-test-app';

/** A member who signed up through the API and confirmed the address: active, logged in. */
export async function activeMember(
  t: TestApp,
  options: { name?: string; paidUser?: boolean; host?: string; tracking?: TrackingInfo } = {},
) {
  const host = options.host ?? 'localhost';
  const overrides = { ...(options.name ? { name: options.name } : {}), ...(options.tracking ? { tracking: options.tracking } : {}) };
  const { sid, user, body } = await signUp(t, overrides, { host });
  await t.db
    .update(users)
    .set({ status: 'confirmed', emailConfirmedAt: new Date(), paidUser: options.paidUser ?? false })
    .where(eq(users.id, user.id));
  await t.db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, user.id));
  return { id: user.id, sid, email: body.email, headers: withSession(sid, { host }) };
}

export async function setPaidUser(t: TestApp, userId: number, paidUser: boolean): Promise<void> {
  await t.db.update(users).set({ paidUser }).where(eq(users.id, userId));
}
