import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { type Clock, systemClock } from '../clock';
import type { SmsSender } from './sms-sender';

/** Without an SMS gateway, messages are kept in the database for the dev mailbox page to show. */
export function createOutboxSms(db: Db, now: Clock = systemClock): SmsSender {
  return {
    async send(to, text) {
      await db.insert(smsOutbox).values({ to, text, createdAt: now() });
    },
  };
}
