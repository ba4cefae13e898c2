import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Clock } from '../clock';
import type { Mailer } from './mailer';

/** Without an SMTP server, mails are kept in the database for the dev mailbox page to show. */
export function createOutboxMailer(db: Db, now: Clock): Mailer {
  return {
    async send({ to, subject, text, html }) {
      await db.insert(mailOutbox).values({ to, subject, text, html, createdAt: now() });
    },
    close() {},
  };
}
