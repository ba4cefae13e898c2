import type { MailEventBody, NotificationDisabledReason, UnsubscribeResponse } from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findAccount } from '../users/accounts';
import { addDisabledReason, switchOff } from './repo';
import type { UnsubscribeTarget, UnsubscribeTokens } from './unsubscribe-tokens';

const linkInvalid = () => new AppError('link_invalid', 404, 'Link expired or invalid, request a new email');

/** 'kim@example.com' → 'k***@example.com': enough to recognise one's own address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** What a mail provider's event means for the member's mail (MailEventBody). */
function disabledReason({ type, permanent }: MailEventBody): NotificationDisabledReason | null {
  if (type === 'complaint') return 'spam_complaint';
  if (type === 'unsubscribe') return 'unsubscribed';
  // A full mailbox or a greylisting server is worth another try; only a permanent bounce stops mail.
  return permanent ? 'bounce' : null;
}

export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly tokens: UnsubscribeTokens,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** GET /api/unsubscribe.php: what the link would switch off; changes nothing (link scanners GET too). */
  async unsubscribeTarget(token: string): Promise<UnsubscribeResponse> {
    const { target, email } = await this.resolve(token);
    return { type: target.type, email };
  }

  /** POST /api/unsubscribe.php: the one-click unsubscribe (RFC 8058); doing it twice is harmless. */
  async unsubscribe(token: string): Promise<UnsubscribeResponse> {
    const { target, email } = await this.resolve(token);
    await switchOff(this.db, target.userId, target.type);
    return { type: target.type, email };
  }

  private async resolve(token: string): Promise<{ target: UnsubscribeTarget; email: string }> {
    const target = await this.tokens.verify(token);
    const account = target && (await findAccount(this.db, target.userId));
    if (!target || !account) throw linkInvalid();
    return { target, email: maskEmail(account.user.email) };
  }

  /** POST /api/mail-events.php: a bounce, complaint or unsubscribe, for every account of the address. */
  async recordMailEvent(event: MailEventBody): Promise<void> {
    const reason = disabledReason(event);
    if (!reason) return;
    const accounts = await addDisabledReason(this.db, event.email.trim().toLowerCase(), reason);
    this.log.info({ reason, accounts }, 'mail event recorded');
  }
}
