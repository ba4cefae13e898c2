import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NotificationType } from '@app/core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { loadOrCreateSecret } from '../../platform/app-secret';
import type { MailUnsubscribe } from '../../platform/mail/mail-sender';
import type { SiteRow } from '../site/site-row';

const KEY_NAME = 'unsubscribe-key';
const StoredKey = z.object({ key: z.string().min(32) });
/** 128 bits of the HMAC: far beyond guessing, and the link stays short. */
const SIGNATURE_BYTES = 16;
const TOKEN = /^(\d{1,10})\.([a-z]+)\.([\w-]+)$/;

export interface UnsubscribeTarget {
  userId: number;
  type: NotificationType;
}

/**
 * The token in a notification's unsubscribe link: member id and notification type, signed with a
 * key made once and kept in app_secrets. Nothing is stored per link, and a link keeps working
 * for as long as the mail is in someone's inbox (RFC 8058 expects that).
 */
export class UnsubscribeTokens {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: Db) {}

  async issue({ userId, type }: UnsubscribeTarget): Promise<string> {
    return `${userId}.${type}.${await this.sign(userId, type)}`;
  }

  /** The member and type a token names, or null when it was not made by this site. */
  async verify(token: string): Promise<UnsubscribeTarget | null> {
    const [, id, typeName, signature] = TOKEN.exec(token) ?? [];
    const type = NotificationType.safeParse(typeName);
    if (!id || !signature || !type.success) return null;
    const userId = Number(id);
    const expected = Buffer.from(await this.sign(userId, type.data));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, type: type.data } : null;
  }

  private async sign(userId: number, type: NotificationType): Promise<string> {
    const key = await this.signingKey();
    const mac = createHmac('sha256', key).update(`unsubscribe:${userId}:${type}`).digest();
    return mac.subarray(0, SIGNATURE_BYTES).toString('base64url');
  }

  /** Loaded once per process; a failed load (database briefly away) is tried again next time. */
  private signingKey(): Promise<Buffer> {
    this.key ??= loadOrCreateSecret(
      this.db,
      KEY_NAME,
      () => ({ key: randomBytes(32).toString('base64url') }),
      (value) => Buffer.from(StoredKey.parse(value).key, 'base64url'),
    ).catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}

/**
 * The links of a mail the member can switch off: the footer's page (it asks to confirm), the
 * one-click API (RFC 8058) and the mailto fallback.
 */
export function unsubscribeLinks(origin: string, token: string, site: SiteRow): MailUnsubscribe {
  const query = encodeURIComponent(token);
  return {
    page: `${origin}/notifications?unsubscribe=${query}`,
    oneClick: `${origin}/api/unsubscribe.php?token=${query}`,
    mailto: site.config.support_email,
  };
}
