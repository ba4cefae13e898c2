import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { SmsSender } from './sms-sender';

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  /** A number in E.164, an alphanumeric sender id, or a Messaging Service SID (MG…). */
  from: string;
  /** Twilio's API root, e.g. 'https://api.twilio.com'. */
  apiUrl: string;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  timeoutMs?: number;
  /** The pause before the one retry after a network error or a 5xx. */
  retryDelayMs?: number;
}

const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/;

/**
 * Twilio's error codes that mean the member's number cannot take an SMS: 21211 not a valid number,
 * 21612 not reachable by SMS, 21614 not a mobile number. Anything else is ours to fix, not theirs.
 */
const INVALID_NUMBER_CODES = new Set([21211, 21612, 21614]);

const TwilioMessage = z.object({ sid: z.string(), status: z.string() });
const TwilioErrorBody = z.object({ code: z.number().int().nullish(), message: z.string().nullish() });

/** What Twilio said when it refused a message; kept as the cause of the AppError for the logs. */
export class TwilioRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly twilioCode: number | null = null,
  ) {
    super(message);
    this.name = 'TwilioRequestError';
  }
}

/** The first try and one retry. */
const ATTEMPTS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends through Twilio's Programmable Messaging REST API. A network error or a 5xx is tried once
 * more: after a timeout Twilio may have sent the first one after all, and a second SMS with the
 * same code is a smaller harm than none.
 */
export function createTwilioSms(options: TwilioSmsOptions): SmsSender {
  const { accountSid, authToken, from, log, timeoutMs = 10_000, retryDelayMs = 500 } = options;
  const path = `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const url = `${options.apiUrl.replace(/\/+$/, '')}${path}`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const sender: Record<string, string> = MESSAGING_SERVICE_SID.test(from) ? { MessagingServiceSid: from } : { From: from };

  /** Logged here because the error handler does not log AppErrors, and an outage must show in the logs. */
  const unavailable = (cause: unknown) => {
    log?.warn({ err: cause }, 'SMS gateway request failed');
    return Object.assign(new AppError('sms_unavailable', 502, 'The SMS service cannot be reached, please try again.'), {
      cause,
    });
  };

  async function refusal(response: Response): Promise<AppError> {
    const body = TwilioErrorBody.safeParse(await response.json().catch(() => null));
    const code = body.success ? (body.data.code ?? null) : null;
    const detail = body.success ? (body.data.message ?? '') : '';
    const cause = new TwilioRequestError(`POST ${path} answered ${response.status}: ${code} ${detail}`, response.status, code);
    if (response.status < 500 && code !== null && INVALID_NUMBER_CODES.has(code)) {
      log?.info({ twilioCode: code }, 'SMS refused for the number');
      return Object.assign(new AppError('validation_failed', 400, 'The request is not valid.', { mobile: 'invalid_phone' }), {
        cause,
      });
    }
    return unavailable(cause);
  }

  return {
    async send(to, text) {
      const body = new URLSearchParams({ To: to, ...sender, Body: text });
      const init = {
        method: 'POST',
        headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body,
      };
      for (let attempt = 1; ; attempt += 1) {
        const retry = attempt < ATTEMPTS;
        let response: Response;
        try {
          response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        } catch (error) {
          if (!retry) throw unavailable(error);
          await sleep(retryDelayMs);
          continue;
        }
        if (response.ok) {
          const message = TwilioMessage.safeParse(await response.json().catch(() => null));
          // Twilio took the message; an odd answer is worth a note, not a failure the member would retry.
          log?.info(message.success ? message.data : { status: response.status }, 'SMS handed to Twilio');
          return;
        }
        if (response.status >= 500 && retry) {
          await response.body?.cancel();
          await sleep(retryDelayMs);
          continue;
        }
        throw await refusal(response);
      }
    },
  };
}
