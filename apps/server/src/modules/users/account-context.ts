import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { MailSender } from '../../platform/mail/mail-sender';
import type { SessionService } from '../session/service';

/** What the account use cases share: the database, the time, sessions and the one mail path. */
export interface AccountContext {
  db: Db;
  now: Clock;
  sessions: SessionService;
  mail: MailSender;
  log: FastifyBaseLogger;
}
