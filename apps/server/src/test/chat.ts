import { randomUUID } from 'node:crypto';
import { ChatsResponse, MessagesResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema';
import type { TestApp } from './build-test-app';
import { activeMember } from './members';

/** A chat's members and their requests, on the test file's app (`app()` is read at each call, after beforeAll). */
export function chatTestHelpers(app: () => TestApp) {
  async function member(options: { credits?: number; paidUser?: boolean } = {}) {
    const t = app();
    const m = await activeMember(t, { paidUser: options.paidUser ?? false });
    await t.db.update(users).set({ credits: options.credits ?? 100 }).where(eq(users.id, m.id));
    return m;
  }
  type Member = Awaited<ReturnType<typeof member>>;

  const balance = async (userId: number) =>
    (await app().db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;

  const send = (from: Member, payload: Record<string, unknown>) =>
    app().app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: from.headers,
      payload: { client_message_id: randomUUID(), ...payload },
    });

  const sendText = (from: Member, to: Member, text = 'Hello there', clientMessageId = randomUUID()) =>
    send(from, { kind: 'text', profile_id: to.id, text, client_message_id: clientMessageId });

  async function chats(m: Member) {
    const response = await app().app.inject({ method: 'GET', url: '/api/chats.php', headers: m.headers });
    expect(response.statusCode).toBe(200);
    return ChatsResponse.parse(response.json());
  }

  const openConversation = (m: Member, profileId: number) =>
    app().app.inject({ method: 'GET', url: `/api/conversation.php?profile_id=${profileId}`, headers: m.headers });

  async function history(m: Member, conversationId: number, before?: number) {
    const response = await app().app.inject({
      method: 'GET',
      url: `/api/messages.php?conversation_id=${conversationId}${before ? `&before=${before}` : ''}`,
      headers: m.headers,
    });
    expect(response.statusCode).toBe(200);
    return MessagesResponse.parse(response.json());
  }

  return { member, balance, send, sendText, chats, openConversation, history };
}
export type ChatMember = Awaited<ReturnType<ReturnType<typeof chatTestHelpers>['member']>>;
