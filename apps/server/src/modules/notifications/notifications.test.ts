import { randomUUID } from 'node:crypto';
import { SendMessageResponse } from '@app/core';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { jobs, users } from '../../db/schema';
import { linkIn } from '../../test/accounts';
import { DEFAULT_SITE_ORIGIN } from '../../test/forged-hosts';
import { type NotifiedMember, useNotifiedApp } from '../../test/notified-app';
import { testClock } from '../../test/test-clock';
import { GIFT_IDS } from '../chat/gifts';
import { MAIL_INTERVAL_MS } from './notification-content';
import { MESSAGE_MAIL_DELAY_MS } from './notifier';

const clock = testClock();
const env = useNotifiedApp(clock);
const { member, subscribe, pushesTo } = env;
type Member = NotifiedMember;

async function send(from: Member, to: Member, message: { text: string } | { gift_id: string }) {
  const payload = 'text' in message ? { kind: 'text', ...message } : { kind: 'gift', ...message };
  const response = await env.t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: from.headers,
    payload: { client_message_id: randomUUID(), profile_id: to.id, ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return SendMessageResponse.parse(response.json()).message;
}

async function like(from: Member, to: Member, headers: Record<string, string> = {}) {
  const response = await env.t.app.inject({
    method: 'POST',
    url: '/api/like.php',
    headers: { ...from.headers, ...headers },
    payload: { profile_id: to.id },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function saveSettings(who: Member, settings: Record<string, boolean>) {
  const response = await env.t.app.inject({
    method: 'PUT',
    url: '/api/user.php',
    headers: who.headers,
    payload: { notification_settings: settings },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs the jobs due now and after the message mail's delay, as the job runner would. */
async function runJobsAfterDelay() {
  await env.t.app.jobs.runDueJobs();
  clock.advance(MESSAGE_MAIL_DELAY_MS);
  await env.t.app.jobs.runDueJobs();
}

/** The notification jobs queued for a message. */
const queuedFor = async (messageId: number) =>
  (await env.t.db.select().from(jobs).where(sql`${jobs.payload} -> 'event' ->> 'messageId' = ${String(messageId)}`)).length;

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');

describe('message notifications', () => {
  it('mails a member who has not read the message, in their language, with unsubscribe links', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex', 'de');
    const message = await send(kim, alex, { text: 'Hallo!' });

    // The push goes at once; the mail waits, in case Alex is chatting and reads it.
    await env.t.app.jobs.runDueJobs();
    expect(env.inbox.countTo(alex.email)).toBe(0);
    clock.advance(MESSAGE_MAIL_DELAY_MS);
    await env.t.app.jobs.runDueJobs();

    const mail = await env.inbox.nextTo(alex.email);
    expect(mail.subject).toBe('Kim hat dir eine Nachricht geschickt');
    expect(mail.text).toContain('Hallo Alex,');
    expect(mail.html).toContain('<html lang="de">');
    const chat = linkIn(mail.text!, `/chats/${message.conversation_id}`);
    expect(mail.html).toContain(`href="${chat.href}"`);

    const page = linkIn(mail.text!, '/notifications');
    const token = page.searchParams.get('unsubscribe')!;
    expect(token).toMatch(new RegExp(`^${alex.id}\\.message\\.`));
    expect(mail.text).toContain(`Abmelden: ${page.href}`);
    expect(mail.html).toContain(`href="${page.href}"`);
    expect(header(mail, 'list-unsubscribe')).toBe(
      `<${page.origin}/api/unsubscribe.php?token=${token}>, <mailto:support@rainbowdate.example?subject=unsubscribe>`,
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('mails once per chat in 30 minutes, however many messages come', async () => {
    const kim = await member('Kim');
    const sam = await member('Sam');
    const alex = await member('Alex');
    await send(kim, alex, { text: 'One' });
    await runJobsAfterDelay();
    await env.inbox.nextTo(alex.email);

    const two = await send(kim, alex, { text: 'Two' });
    // Nothing queued at all: Alex has no push subscription, and the chat's mail went out within the interval.
    expect(await queuedFor(two.id)).toBe(0);
    await runJobsAfterDelay();
    expect(env.inbox.countTo(alex.email)).toBe(0);

    // Another chat is another topic.
    await send(sam, alex, { text: 'Hi from Sam' });
    await runJobsAfterDelay();
    expect((await env.inbox.nextTo(alex.email)).subject).toBe('Sam sent you a message');

    clock.advance(MAIL_INTERVAL_MS);
    await send(kim, alex, { text: 'Three' });
    await runJobsAfterDelay();
    expect((await env.inbox.nextTo(alex.email)).subject).toBe('Kim sent you a message');
  });

  it('mails once for messages that came before the chat’s mail went out, however many rounds run them at once', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex');
    const sent = [];
    for (const text of ['One', 'Two', 'Three', 'Four']) sent.push(await send(kim, alex, { text }));
    // Each queued its mail, as the chat's slot was still free; the first to run takes it.
    for (const message of sent) expect(await queuedFor(message.id)).toBe(1);
    clock.advance(MESSAGE_MAIL_DELAY_MS);
    await Promise.all([env.t.app.jobs.runDueJobs(), env.t.app.jobs.runDueJobs()]);
    expect((await env.inbox.nextTo(alex.email)).subject).toBe('Kim sent you a message');
    await runJobsAfterDelay();
    expect(env.inbox.countTo(alex.email)).toBe(0);
  });

  it('sends no mail about a message when either member blocked the other before it went out', async () => {
    for (const blockerIsRecipient of [true, false]) {
      const kim = await member('Kim');
      const alex = await member('Alex');
      await send(kim, alex, { text: 'Are you there?' });
      await env.t.app.jobs.runDueJobs();
      const [by, blocked] = blockerIsRecipient ? [alex, kim] : [kim, alex];
      const block = await env.t.app.inject({ method: 'POST', url: '/api/block.php', headers: by.headers, payload: { profile_id: blocked.id } });
      expect(block.statusCode, block.body).toBe(200);
      clock.advance(MESSAGE_MAIL_DELAY_MS);
      await env.t.app.jobs.runDueJobs();
      expect(env.inbox.countTo(alex.email)).toBe(0);
    }
  });

  it('sends no mail when the member read the message in time', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex');
    const message = await send(kim, alex, { text: 'Are you there?' });
    await env.t.app.jobs.runDueJobs();
    const read = await env.t.app.inject({
      method: 'POST',
      url: '/api/chat-read.php',
      headers: alex.headers,
      payload: { conversation_id: message.conversation_id },
    });
    expect(read.statusCode).toBe(200);
    clock.advance(MESSAGE_MAIL_DELAY_MS);
    await env.t.app.jobs.runDueJobs();
    expect(env.inbox.countTo(alex.email)).toBe(0);
  });

  it('sends neither mail nor push when the member switched messages off', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex');
    const endpoint = await subscribe(alex);
    await saveSettings(alex, { message: false });
    await send(kim, alex, { text: 'Hello?' });
    await runJobsAfterDelay();
    expect(env.inbox.countTo(alex.email)).toBe(0);
    expect(pushesTo(endpoint)).toEqual([]);
  });

  it('stops mail, not push, for a bounced address, and everything for an account being deleted', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex');
    const endpoint = await subscribe(alex);
    await env.t.db.update(users).set({ notificationsDisabled: ['bounce'] }).where(eq(users.id, alex.id));
    await send(kim, alex, { text: 'Bounced' });
    await runJobsAfterDelay();
    expect(env.inbox.countTo(alex.email)).toBe(0);
    expect(pushesTo(endpoint)).toHaveLength(1);

    await env.t.db
      .update(users)
      .set({ notificationsDisabled: [], status: 'pending_deletion' })
      .where(eq(users.id, alex.id));
    await send(kim, alex, { text: 'Gone?' });
    await runJobsAfterDelay();
    expect(env.inbox.countTo(alex.email)).toBe(0);
    expect(pushesTo(endpoint)).toEqual([]);
  });

  it('pushes every message in the member’s language, one notification per chat', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex', 'de');
    const endpoint = await subscribe(alex);
    const long = `${'Wie geht es dir heute? '.repeat(6)}Ende`;
    const first = await send(kim, alex, { text: long });
    await env.t.app.jobs.runDueJobs();
    await send(kim, alex, { gift_id: GIFT_IDS[0]! });
    await env.t.app.jobs.runDueJobs();

    const [text, gift] = pushesTo(endpoint);
    expect(text).toMatchObject({
      type: 'message',
      title: 'Neue Nachricht von Kim',
      url: `/chats/${first.conversation_id}`,
      tag: `chat-${first.conversation_id}`,
      badge_count: 1,
    });
    expect([...text!.body]).toHaveLength(100);
    expect(text!.body.endsWith('…')).toBe(true);
    expect(long.startsWith(text!.body.slice(0, -1))).toBe(true);
    expect(gift).toMatchObject({ body: '🎁 Geschenk', tag: `chat-${first.conversation_id}`, badge_count: 2 });
    // The push service may replace an undelivered push of the same chat with the newer one.
    expect(env.pushService.refused).toEqual([]);
  });
});

describe('links in notification mails', () => {
  it("point at the recipient's site as configured, whatever host the liker's request named", async () => {
    const kim = await member('Kim');
    const alex = await member('Alex');
    await like(kim, alex, { host: 'localhost:3000@evil.example' });
    await env.t.app.jobs.runDueJobs();

    const mail = await env.inbox.nextTo(alex.email);
    expect(linkIn(mail.text!, `/likes/m/${kim.id}`).origin).toBe(DEFAULT_SITE_ORIGIN);
    expect(linkIn(mail.text!, '/notifications').origin).toBe(DEFAULT_SITE_ORIGIN);
    expect(header(mail, 'list-unsubscribe')).toContain(`<${DEFAULT_SITE_ORIGIN}/api/unsubscribe.php?token=`);
  });
});

describe('like and match notifications', () => {
  it('mails and pushes a like, at most one like mail in 30 minutes', async () => {
    const kim = await member('Kim');
    const sam = await member('Sam');
    const alex = await member('Alex', 'nl');
    const endpoint = await subscribe(alex);
    await like(kim, alex);
    await env.t.app.jobs.runDueJobs();

    const mail = await env.inbox.nextTo(alex.email);
    expect(mail.subject).toBe('Kim vindt je leuk op Rainbow Date');
    linkIn(mail.text!, `/likes/m/${kim.id}`);
    expect(linkIn(mail.text!, '/notifications').searchParams.get('unsubscribe')).toMatch(new RegExp(`^${alex.id}\\.like\\.`));
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    await like(sam, alex);
    await env.t.app.jobs.runDueJobs();
    expect(env.inbox.countTo(alex.email)).toBe(0);
    expect(pushesTo(endpoint)).toEqual([
      {
        type: 'like',
        title: 'Kim vindt je leuk',
        body: 'Like Kim terug en het is een match!',
        url: `/likes/m/${kim.id}`,
        tag: 'likes',
        badge_count: 1,
      },
      {
        type: 'like',
        title: 'Sam vindt je leuk',
        body: 'Like Sam terug en het is een match!',
        url: `/likes/m/${sam.id}`,
        tag: 'likes',
        badge_count: 2,
      },
    ]);
  });

  it('tells the member who liked first about the match, once', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex');
    await like(alex, kim);
    await env.t.app.jobs.runDueJobs();
    await env.inbox.nextTo(kim.email);

    await like(kim, alex);
    await env.t.app.jobs.runDueJobs();
    const mail = await env.inbox.nextTo(alex.email);
    expect(mail.subject).toBe('It’s a match with Kim!');
    linkIn(mail.text!, `/likes/m/${kim.id}`);
    expect(env.inbox.countTo(kim.email)).toBe(0);

    // Unliking and liking again is no new match.
    await env.t.app.inject({ method: 'DELETE', url: '/api/like.php', headers: kim.headers, payload: { profile_id: alex.id } });
    clock.advance(MAIL_INTERVAL_MS);
    await like(kim, alex);
    await env.t.app.jobs.runDueJobs();
    expect(env.inbox.countTo(alex.email)).toBe(0);
  });

  it('notifies a like made in the swipe game', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex');
    const response = await env.t.app.inject({
      method: 'POST',
      url: '/api/swipe.php',
      headers: kim.headers,
      payload: { profile_id: alex.id, action: 'like' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await env.t.app.jobs.runDueJobs();
    expect((await env.inbox.nextTo(alex.email)).subject).toBe('Kim likes you on Rainbow Date');
  });
});
