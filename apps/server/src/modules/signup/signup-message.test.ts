import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, messages, profiles, users } from '../../db/schema';
import { DEMO_SITE_CONFIG } from '../../db/seed/demo-site';
import { mailedToken, signUp, withSession } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { chatTestHelpers } from '../../test/chat';
import { ledgerSum } from '../../test/payments';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const { member, chats, openConversation, history, sendText } = chatTestHelpers(() => t);

/** A visitor signs up on `profileId`'s signup page with a first message; answers the new member. */
async function signUpWriting(profileId: number, text = 'Hi! I saw your profile and had to write.') {
  const { body, sid, user } = await signUp(t, { member_id: profileId, signup_message: text });
  return { id: user.id, sid, email: body.email, text, headers: withSession(sid) };
}

const confirm = async (email: string) => {
  const token = await mailedToken(t.db, email, '/api/activate.php');
  return t.app.inject({ url: `/api/activate.php?token=${token}` });
};

const messagesFrom = (senderId: number) => t.db.select().from(messages).where(eq(messages.senderId, senderId));
const storedSignupMessage = async (userId: number) =>
  (await t.db.select({ text: users.signupMessage }).from(users).where(eq(users.id, userId)))[0]!.text;

describe('signup_message (SPEC §3)', () => {
  it('is sent to the profile once the e-mail is confirmed, paid from the signup credits, only once', async () => {
    const profile = await member();
    const newcomer = await signUpWriting(profile.id);
    expect(await messagesFrom(newcomer.id)).toEqual([]);

    // A second activation link is asked for before confirming, and both are clicked: one message.
    const firstToken = await mailedToken(t.db, newcomer.email, '/api/activate.php');
    expect((await t.app.inject({ method: 'POST', url: '/api/activate.php', headers: newcomer.headers })).statusCode).toBe(200);
    const secondToken = await mailedToken(t.db, newcomer.email, '/api/activate.php');
    for (const token of [secondToken, firstToken, secondToken]) await t.app.inject({ url: `/api/activate.php?token=${token}` });

    const sent = await messagesFrom(newcomer.id);
    expect(sent).toEqual([expect.objectContaining({ text: newcomer.text, clientMessageId: `signup:${newcomer.id}`, hold: null })]);
    expect(await ledgerSum(t, newcomer.id)).toBe(DEMO_SITE_CONFIG.signup_credits - DEMO_SITE_CONFIG.message_credits);
    expect(await storedSignupMessage(newcomer.id)).toBeNull();

    // Both see the conversation: the profile as a new message, the newcomer in /chats.
    const theirs = await chats(profile);
    expect(theirs.chats.find((chat) => chat.profile?.id === newcomer.id)?.num_unread_messages).toBe(1);
    const asNewcomer = { ...profile, id: newcomer.id, headers: newcomer.headers };
    const opened = await openConversation(asNewcomer, profile.id);
    const conversationId = opened.json<{ chat: { conversation: { id: number } } }>().chat.conversation.id;
    expect((await history(asNewcomer, conversationId)).messages.map((m) => m.text)).toEqual([newcomer.text]);
  });

  it('goes through the scam checks like any first message', async () => {
    const profile = await member();
    const newcomer = await signUpWriting(profile.id, 'Write me at www.example-pics.com');
    await confirm(newcomer.email);
    expect(await messagesFrom(newcomer.id)).toEqual([expect.objectContaining({ hold: 'held' })]);
  });

  it('is not sent to a profile that blocked the newcomer or is no longer shown, and nothing is charged', async () => {
    const blocker = await member();
    const blocked = await signUpWriting(blocker.id);
    await t.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
    const gone = await member();
    const writer = await signUpWriting(gone.id);
    await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, gone.id));

    for (const newcomer of [blocked, writer]) {
      expect((await confirm(newcomer.email)).headers.location).toBe('/activate/done');
      expect(await messagesFrom(newcomer.id)).toEqual([]);
      expect(await ledgerSum(t, newcomer.id)).toBe(DEMO_SITE_CONFIG.signup_credits);
      expect(await storedSignupMessage(newcomer.id)).toBeNull();
    }
  });

  it('waits in the chat composer when the newcomer cannot pay for it, until they send it', async () => {
    const profile = await member();
    const newcomer = await signUpWriting(profile.id);
    await t.db.update(users).set({ credits: 0 }).where(eq(users.id, newcomer.id));
    expect((await confirm(newcomer.email)).headers.location).toBe('/activate/done');
    expect(await messagesFrom(newcomer.id)).toEqual([]);
    expect(await storedSignupMessage(newcomer.id)).toBe(newcomer.text);

    const asNewcomer = { ...profile, id: newcomer.id, headers: newcomer.headers };
    const opened = await openConversation(asNewcomer, profile.id);
    expect(opened.json<{ chat: { draft: string | null } }>().chat.draft).toBe(newcomer.text);
    // Only to that profile: another conversation starts empty.
    const other = await member();
    expect((await openConversation(asNewcomer, other.id)).json<{ chat: { draft: string | null } }>().chat.draft).toBeNull();

    await t.db.update(users).set({ credits: 50 }).where(eq(users.id, newcomer.id));
    expect((await sendText(asNewcomer, profile, newcomer.text)).statusCode).toBe(200);
    expect(await storedSignupMessage(newcomer.id)).toBeNull();
    expect((await chats(asNewcomer)).chats.map((chat) => chat.draft)).toEqual([null, null]);
  });

  it('to a fictional profile waits as the draft until the newcomer confirmed the warning about such profiles', async () => {
    const profile = await member();
    await t.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, profile.id));
    const newcomer = await signUpWriting(profile.id);
    expect((await confirm(newcomer.email)).headers.location).toBe('/activate/done');
    expect(await messagesFrom(newcomer.id)).toEqual([]);

    const asNewcomer = { ...profile, id: newcomer.id, headers: newcomer.headers };
    const opened = (await openConversation(asNewcomer, profile.id)).json<{ chat: { draft: string | null; fictional_warning_pending: boolean } }>();
    expect(opened.chat).toMatchObject({ draft: newcomer.text, fictional_warning_pending: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/fictional-warning.php', headers: newcomer.headers })).statusCode).toBe(200);
    expect((await sendText(asNewcomer, profile, newcomer.text)).statusCode).toBe(200);
    expect(await storedSignupMessage(newcomer.id)).toBeNull();
  });
});
