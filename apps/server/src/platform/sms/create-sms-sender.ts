import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { createOutboxSms } from './outbox-sms';
import type { SmsSender } from './sms-sender';
import { createTwilioSms } from './twilio-sms';

export type SmsConfig = Partial<Pick<Config, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'SMS_FROM' | 'TWILIO_API_URL'>>;

/** Twilio when its account, token and sender are configured; otherwise the outbox /dev/mailbox shows. */
export function createSmsSender(
  config: SmsConfig,
  db: Db,
  now: Clock,
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): SmsSender {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, SMS_FROM: from } = config;
  if (!accountSid || !authToken || !from) return createOutboxSms(db, now);
  // Config's default, for hand-built configs (tests) that leave it out.
  const apiUrl = config.TWILIO_API_URL ?? 'https://api.twilio.com';
  return createTwilioSms({ accountSid, authToken, from, apiUrl, log });
}
