import { ChatsResponse, ConversationResponse, ErrorBody, OkResponse } from '@app/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, profiles, users } from '../../db/schema';
import { appHeaders } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type ChatMember, chatTestHelpers } from '../../test/chat';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const { member, balance, sendText, chats, openConversation } = chatTestHelpers(() => t);

async function fictionalProfile(): Promise<ChatMember> {
  const profile = await member();
  await t.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, profile.id));
  return profile;
}

const confirm = (m: ChatMember) => t.app.inject({ method: 'POST', url: '/api/fictional-warning.php', headers: m.headers });

const confirmedAt = async (userId: number) =>
  (await t.db.select({ at: users.fictionalWarningConfirmedAt }).from(users).where(eq(users.id, userId)))[0]!.at;

const sentBy = async (userId: number) =>
  (await t.db.select({ n: count() }).from(messages).where(eq(messages.senderId, userId)))[0]!.n;

describe('the warning about fictional profiles', () => {
  it('refuses a message to a fictional profile until the member confirmed the warning, taking nothing', async () => {
    const [writer, fictional] = [await member({ credits: 100 }), await fictionalProfile()];
    const opened = ConversationResponse.parse((await openConversation(writer, fictional.id)).json());
    expect(opened.chat.fictional_warning_pending).toBe(true);

    const refused = await sendText(writer, fictional);
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json()).error.code).toBe('fictional_warning_unconfirmed');
    expect(await balance(writer.id)).toBe(100);
    expect(await sentBy(writer.id)).toBe(0);
  });

  it('asks nothing before a message to a real member', async () => {
    const [writer, real] = [await member(), await member()];
    expect(ConversationResponse.parse((await openConversation(writer, real.id)).json()).chat.fictional_warning_pending).toBe(false);
    expect((await sendText(writer, real)).statusCode).toBe(200);
    expect(await confirmedAt(writer.id)).toBeNull();
  });

  it('is confirmed once per member, for every fictional profile, and a repeated confirmation keeps the first moment', async () => {
    const [writer, first, second] = [await member({ credits: 100 }), await fictionalProfile(), await fictionalProfile()];
    await openConversation(writer, first.id);

    const confirmed = await confirm(writer);
    expect(confirmed.statusCode).toBe(200);
    expect(OkResponse.parse(confirmed.json())).toEqual({ ok: true });
    const at = await confirmedAt(writer.id);
    expect(at).toBeInstanceOf(Date);

    expect((await confirm(writer)).statusCode).toBe(200);
    expect(await confirmedAt(writer.id)).toEqual(at);

    expect((await sendText(writer, first)).statusCode).toBe(200);
    expect((await sendText(writer, second)).statusCode).toBe(200);
    const listed = ChatsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: writer.headers })).json());
    expect(listed.chats.map((chat) => chat.fictional_warning_pending)).toEqual([false, false]);
    expect((await chats(writer)).chats).toHaveLength(2);
  });

  it('is the signed-in member’s own confirmation', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/fictional-warning.php', headers: appHeaders });
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).error.code).toBe('authentication_required');
  });
});
