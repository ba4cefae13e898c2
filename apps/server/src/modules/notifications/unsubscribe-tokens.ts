import { NotificationType } from '@app/core';
import type { Db } from '../../db/client';
import type { MailUnsubscribe } from '../../platform/mail/mail-sender';
import { SigningKey } from '../../platform/signing-key';
import type { SiteRow } from '../site/site-row';

const TOKEN = /^(\d{1,10})\.([a-z]+)\.([\w-]+)$/;

export interface UnsubscribeTarget {
  userId: number;
  type: NotificationType;
}

/**
 * The token in a notification's unsubscribe link: member id and notification type, signed. Nothing
 * is stored per link, and a link keeps working for as long as the mail is in someone's inbox
 * (RFC 8058 expects that).
 */
export class UnsubscribeTokens {
  private readonly key: SigningKey;

  constructor(db: Db) {
    this.key = new SigningKey(db, 'unsubscribe-key');
  }

  async issue({ userId, type }: UnsubscribeTarget): Promise<string> {
    return `${userId}.${type}.${await this.key.sign(signed(userId, type))}`;
  }

  /** The member and type a token names, or null when it was not made by this site. */
  async verify(token: string): Promise<UnsubscribeTarget | null> {
    const [, id, typeName, signature] = TOKEN.exec(token) ?? [];
    const type = NotificationType.safeParse(typeName);
    if (!id || !signature || !type.success) return null;
    const userId = Number(id);
    return (await this.key.verify(signed(userId, type.data), signature)) ? { userId, type: type.data } : null;
  }
}

const signed = (userId: number, type: NotificationType) => `unsubscribe:${userId}:${type}`;

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
