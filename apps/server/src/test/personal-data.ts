import { randomBytes, randomUUID } from 'node:crypto';
import { PhotoResponse, SendMessageResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { appHeaders, logIn, PASSWORD, sessionCookie, withSession } from './accounts';
import { activeMember } from './members';
import { buy, type PaymentTestApp } from './payments';
import { multipart, realPhoto, uploadPhoto } from './photos';

/** An address from the documentation range, so no other test row holds it by chance. */
const uniqueIp = () => `203.0.113.${1 + randomBytes(1)[0]! % 254}`;

async function ok<T>(response: { statusCode: number; body: string; json(): unknown }, parse: (value: unknown) => T): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return parse(response.json());
}

/**
 * A member with something in every part of their personal data, as the export and the deletion
 * tests need: two photos, an order (paid through the simulated provider, so with its receipt),
 * likes both ways with `other`, messages both ways (a chat photo among them), a second session
 * logged in from their own address and a complaint they made about `other`.
 */
export async function memberWithData(t: PaymentTestApp) {
  const name = `Quillon${randomBytes(3).toString('hex')}`;
  const member = await activeMember(t, { name });
  const other = await activeMember(t);
  const ip = uniqueIp();

  const photoIds: number[] = [];
  for (let i = 0; i < 2; i++) {
    photoIds.push((await ok(await uploadPhoto(t, member.headers, await realPhoto()), PhotoResponse.parse)).photo.id);
  }
  const { order } = await buy(t, member, { bundle_id: 'starter', method: 'ideal' });

  for (const [from, to] of [
    [member, other],
    [other, member],
  ] as const) {
    await ok(await t.app.inject({ method: 'POST', url: '/api/like.php', headers: from.headers, payload: { profile_id: to.id } }), String);
  }
  // Opening the other's profile records a visit.
  await ok(await t.app.inject({ url: `/api/profile.php?id=${other.id}`, headers: member.headers }), String);
  const sent = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: member.headers,
      payload: { kind: 'text', profile_id: other.id, text: 'A message to be kept for you', client_message_id: randomUUID() },
    }),
    SendMessageResponse.parse,
  );
  const form = await multipart({ profile_id: String(other.id), client_message_id: randomUUID(), photo: { file: await realPhoto() } });
  const chatPhoto = await ok(
    await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...member.headers, 'content-type': form.contentType }, payload: form.payload }),
    SendMessageResponse.parse,
  );
  await t.db.update(users).set({ credits: 100 }).where(eq(users.id, other.id));
  await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: other.headers,
      payload: { kind: 'text', profile_id: member.id, text: 'An answer you sent', client_message_id: randomUUID() },
    }),
    SendMessageResponse.parse,
  );

  const login = await logIn(t, member.email);
  const fromIp = await t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: appHeaders,
    remoteAddress: ip,
    payload: { email: member.email, password: PASSWORD },
  });
  if (login.statusCode !== 200 || fromIp.statusCode !== 200) throw new Error('log in failed');
  await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: withSession(sessionCookie(fromIp)!.value),
      remoteAddress: ip,
      payload: { reason: 'harassment', message: 'This member keeps writing to me.', profile_id: other.id },
    }),
    String,
  );
  return {
    member: { ...member, name, ip },
    other,
    photoIds,
    orderId: order.id,
    conversationId: sent.message.conversation_id,
    chatPhotoId: Number(/chat-photos\/(\d+)\//.exec(chatPhoto.message.photo!.url)![1]),
  };
}
