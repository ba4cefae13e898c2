import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import type { PushPayload } from '@app/core';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { pushSubscriptions, sites, users } from '../../db/schema';
import { loadOrCreateSecret } from '../app-secret';
import type { Clock } from '../clock';
import type { PushSender } from './push-sender';

const VapidKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
type VapidKeys = z.infer<typeof VapidKeys>;

function makeVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/** A day: a notification about a message is stale after that, and a phone offline longer gets none. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that hangs must not hold the caller (a chat message being sent) for long. */
const TIMEOUT_MS = 10_000;

/**
 * The Topic header (RFC 8030 §5.4) lets a push service replace an undelivered notification with a
 * newer one of the same topic: at most 32 characters of the URL-safe base64 alphabet. A tag that
 * does not fit is hashed, so equal tags still give equal topics.
 */
export function pushTopic(tag: string): string {
  if (/^[\w-]{1,32}$/.test(tag)) return tag;
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/** What became of a push to one of a member's browsers; `gone`: it unsubscribed, and is forgotten. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** What the sender tells of each push, for the metrics. */
export interface PushMetrics {
  pushSent(outcome: PushOutcome): void;
}

export interface WebPushSenderOptions {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  /** VAPID_SUBJECT: the contact push services see; by default the member's site's support address. */
  subject?: string;
  /** How to reach push services over TLS; tests pass an agent that trusts their local push service. */
  agent?: Agent;
  metrics?: PushMetrics;
}

/** PushSender over the `web-push` package: VAPID-signed, RFC 8291-encrypted POSTs to push services. */
export class WebPushSender implements PushSender {
  private keys: Promise<VapidKeys> | undefined;
  private loadedPublicKey: string | undefined;

  constructor(private readonly options: WebPushSenderOptions) {}

  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  publicKeyNow(): string | undefined {
    return this.loadedPublicKey;
  }

  async sendToUser(userId: number, payload: PushPayload): Promise<number> {
    const { db, log } = this.options;
    try {
      const keys = await this.vapidKeys();
      const targets = await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          supportEmail: sql<string>`${sites.config}->>'support_email'`,
        })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .innerJoin(sites, eq(sites.id, users.siteId))
        .where(eq(pushSubscriptions.userId, userId));
      if (targets.length === 0) return 0;

      const body = JSON.stringify(payload);
      const outcomes = await Promise.all(
        targets.map(async (target) => {
          try {
            await webpush.sendNotification(
              { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
              body,
              {
                TTL: TTL_SECONDS,
                // Messages wake a sleeping phone; likes and matches may wait for the next wake-up.
                urgency: payload.type === 'message' ? 'high' : 'normal',
                topic: payload.tag ? pushTopic(payload.tag) : undefined,
                timeout: TIMEOUT_MS,
                agent: this.options.agent,
                vapidDetails: {
                  subject: this.options.subject ?? `mailto:${target.supportEmail}`,
                  publicKey: keys.publicKey,
                  privateKey: keys.privateKey,
                },
              },
            );
            return { id: target.id, outcome: 'delivered' as const };
          } catch (error) {
            // 404 and 410: the browser unsubscribed or the subscription expired; it never comes back.
            const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
            if (status === 404 || status === 410) return { id: target.id, outcome: 'gone' as const };
            log.warn({ err: error, status, userId, subscriptionId: target.id }, 'web push failed');
            return { id: target.id, outcome: 'failed' as const };
          }
        }),
      );

      for (const { outcome } of outcomes) this.options.metrics?.pushSent(outcome);
      const idsWith = (outcome: PushOutcome) =>
        outcomes.filter((o) => o.outcome === outcome).map((o) => o.id);
      const delivered = idsWith('delivered');
      const gone = idsWith('gone');
      if (delivered.length > 0) {
        await db
          .update(pushSubscriptions)
          .set({ lastSuccessAt: this.options.now() })
          .where(inArray(pushSubscriptions.id, delivered));
      }
      if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      return delivered.length;
    } catch (error) {
      // A notification is a courtesy: whatever went wrong, the caller's own work (a sent message) stands.
      log.error({ err: error, userId }, 'web push to a member failed');
      this.options.metrics?.pushSent('failed');
      return 0;
    }
  }

  /** Loaded once per process; a failed load (database briefly away) is tried again next time. */
  private vapidKeys(): Promise<VapidKeys> {
    this.keys ??= loadOrCreateSecret(this.options.db, 'vapid', makeVapidKeys, VapidKeys.parse).then(
      (keys) => {
        this.loadedPublicKey = keys.publicKey;
        return keys;
      },
      (error: unknown) => {
        this.keys = undefined;
        throw error;
      },
    );
    return this.keys;
  }
}
