import { type Locale, PushPayload } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { activeMember } from './members';
import { type PushService, startPushService } from './push-service';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox';
import type { TestClock } from './test-clock';

export type NotifiedMember = Awaited<ReturnType<NotifiedApp['member']>>;

/**
 * A test app on `clock` whose mail reaches an in-process SMTP inbox and whose web push reaches a
 * local push service, set up before the file's tests and closed after them: for the tests of what
 * members hear about (messages, likes, visits).
 */
export function useNotifiedApp(clock: TestClock) {
  const harness = {
    t: undefined as unknown as TestApp,
    inbox: undefined as unknown as SmtpInbox,
    pushService: undefined as unknown as PushService,

    /** A confirmed member speaking `language`, with credits to write, whose activation mail is taken. */
    async member(name: string, language: Locale = 'en') {
      const m = await activeMember(harness.t, { name });
      await harness.t.db.update(users).set({ language, credits: 1000 }).where(eq(users.id, m.id));
      await harness.inbox.nextTo(m.email);
      return { ...m, name };
    },

    /** Subscribes the member's browser to web push (POST /api/user.php?push=1); answers its endpoint. */
    async subscribe(who: { headers: Record<string, string> }) {
      const subscription = harness.pushService.subscribe();
      const response = await harness.t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: who.headers, payload: { subscription } });
      expect(response.statusCode, response.body).toBe(200);
      return subscription.endpoint;
    },

    /** The pushes a subscription received since the last call, checked against the contract. */
    pushesTo(endpoint: string) {
      const { received } = harness.pushService;
      const taken = received.filter((push) => push.endpoint === endpoint);
      received.splice(0, received.length, ...received.filter((push) => push.endpoint !== endpoint));
      return taken.map((push) => PushPayload.parse(push.payload));
    },
  };
  beforeAll(async () => {
    harness.inbox = await startSmtpInbox();
    harness.pushService = await startPushService();
    harness.t = await buildTestApp({ smtpUrl: harness.inbox.url, pushAgent: harness.pushService.agent, now: clock.now });
  });
  afterAll(async () => {
    await harness.t?.close();
    await harness.inbox?.close();
    await harness.pushService?.close();
  });
  return harness;
}

export type NotifiedApp = ReturnType<typeof useNotifiedApp>;
