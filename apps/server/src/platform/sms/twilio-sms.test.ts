import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../config';
import { smsOutbox } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { systemClock } from '../clock';
import { createSmsSender } from './create-sms-sender';
import { createTwilioSms, type TwilioSmsOptions } from './twilio-sms';

const ACCOUNT_SID = `AC${randomBytes(16).toString('hex')}`;
const AUTH_TOKEN = randomBytes(16).toString('hex');
const SERVICE_SID = `MG${randomBytes(16).toString('hex')}`;
/** Twilio's own magic test number for "invalid 'To'". */
const INVALID_NUMBER = '+15005550001';

interface SentMessage {
  sid: string;
  fields: Record<string, string>;
  contentType: string | undefined;
}

/** The part of Twilio's Programmable Messaging API the adapter uses, with Twilio's answers and errors. */
class TwilioStandIn {
  readonly messages: SentMessage[] = [];
  requests = 0;
  /** How many of the next requests answer 503, as Twilio does in an outage. */
  failNext = 0;
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    this.requests += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

    if (this.failNext > 0) {
      this.failNext -= 1;
      return error(503, 20503, 'Service unavailable');
    }
    const [user, password] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    if (user !== ACCOUNT_SID || password !== AUTH_TOKEN) return error(401, 20003, 'Authenticate');
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`) {
      return error(404, 20404, 'The requested resource was not found');
    }
    const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
    if (!fields.To || !/^\+[1-9]\d{6,14}$/.test(fields.To) || fields.To === INVALID_NUMBER) {
      return error(400, 21211, `The 'To' number ${fields.To} is not a valid phone number.`);
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    this.messages.push({ sid, fields, contentType: request.headers['content-type'] });
    answer(201, { sid, status: 'queued', to: fields.To, body: fields.Body });
  }
}

const twilio = new TwilioStandIn();
let apiUrl: string;
const log = { info: vi.fn(), warn: vi.fn() };

beforeAll(async () => {
  apiUrl = await twilio.start();
});
afterAll(() => twilio.stop());
beforeEach(() => {
  twilio.messages.length = 0;
  twilio.requests = 0;
  log.info.mockClear();
  log.warn.mockClear();
});

const sms = (options: Partial<TwilioSmsOptions> = {}) =>
  createTwilioSms({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    from: '+4915112345678',
    apiUrl,
    log,
    retryDelayMs: 10,
    ...options,
  });

async function failureOf(sending: Promise<void>): Promise<AppError> {
  const error = await sending.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the Twilio SMS adapter', () => {
  it('hands the message to Twilio as a form with To, From and Body', async () => {
    await sms().send('+31612345678', 'Rainbow Date: your code is 123456');
    expect(twilio.messages).toEqual([
      {
        sid: expect.stringMatching(/^SM/),
        fields: { To: '+31612345678', From: '+4915112345678', Body: 'Rainbow Date: your code is 123456' },
        contentType: 'application/x-www-form-urlencoded',
      },
    ]);
    expect(log.info).toHaveBeenCalledWith({ sid: twilio.messages[0]!.sid, status: 'queued' }, 'SMS handed to Twilio');
  });

  it('sends through a Messaging Service when the sender is its SID', async () => {
    await sms({ from: SERVICE_SID, apiUrl: `${apiUrl}/` }).send('+31612345678', 'code');
    expect(twilio.messages[0]!.fields).toEqual({ To: '+31612345678', MessagingServiceSid: SERVICE_SID, Body: 'code' });
  });

  it('turns a number Twilio refuses into a field error on the mobile number', async () => {
    const error = await failureOf(sms().send(INVALID_NUMBER, 'code'));
    expect(error).toMatchObject({ code: 'validation_failed', statusCode: 400, fields: { mobile: 'invalid_phone' } });
    expect(log.info).toHaveBeenCalledWith({ twilioCode: 21211 }, 'SMS refused for the number');
    expect(twilio.messages).toEqual([]);
  });

  it('answers unavailable for wrong credentials, logging Twilio’s code but never the token', async () => {
    const error = await failureOf(sms({ authToken: 'not-the-token' }).send('+31612345678', 'code'));
    expect(error).toMatchObject({ code: 'sms_unavailable', statusCode: 502 });
    expect(twilio.requests).toBe(1);
    const logged = inspect(log.warn.mock.calls, { depth: 5 });
    expect(logged).toContain('20003');
    expect(logged).not.toContain('not-the-token');
    expect(logged).not.toContain(AUTH_TOKEN);
  });

  it('tries once more after a 5xx', async () => {
    twilio.failNext = 1;
    await sms().send('+31612345678', 'code');
    expect(twilio.requests).toBe(2);
    expect(twilio.messages).toHaveLength(1);
  });

  it('answers unavailable when Twilio fails twice', async () => {
    twilio.failNext = 2;
    const error = await failureOf(sms().send('+31612345678', 'code'));
    expect(error).toMatchObject({ code: 'sms_unavailable', statusCode: 502 });
    expect(twilio.requests).toBe(2);
    expect(inspect(log.warn.mock.calls, { depth: 5 })).toContain('20503');
  });

  it('answers unavailable when Twilio cannot be reached or does not answer in time', async () => {
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const downUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    await new Promise((resolve) => down.close(resolve));
    expect(await failureOf(sms({ apiUrl: downUrl }).send('+31612345678', 'code'))).toMatchObject({ code: 'sms_unavailable' });

    // Accepts the connection and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const error = await failureOf(sms({ apiUrl: silentUrl, timeoutMs: 50 }).send('+31612345678', 'code'));
      expect(error).toMatchObject({ code: 'sms_unavailable' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('choosing the SMS sender', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('sends through Twilio when the account, token and sender are configured', async () => {
    const config = {
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      SMS_FROM: 'RainbowDate',
      TWILIO_API_URL: apiUrl,
    };
    await createSmsSender(config, t.db, systemClock).send('+31612345678', 'via Twilio');
    expect(twilio.messages.map((message) => message.fields)).toEqual([
      { To: '+31612345678', From: 'RainbowDate', Body: 'via Twilio' },
    ]);
    expect(await t.db.select().from(smsOutbox)).toEqual([]);
  });

  it('keeps the SMS in the outbox otherwise', async () => {
    await createSmsSender({ TWILIO_API_URL: apiUrl }, t.db, systemClock).send('+31612345678', 'to the outbox');
    expect(twilio.requests).toBe(0);
    expect((await t.db.select().from(smsOutbox)).map((row) => row.text)).toEqual(['to the outbox']);
  });

  it('refuses a configuration with only part of Twilio’s settings', () => {
    expect(() => readConfig({ TWILIO_ACCOUNT_SID: ACCOUNT_SID, SMS_FROM: '+4915112345678' })).toThrow(
      /all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM, or none/,
    );
    const twilioEnv = { DEMO_MODE: 'true', TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN };
    expect(() => readConfig({ ...twilioEnv, SMS_FROM: 'Too long a sender' })).toThrow(/SMS_FROM/);
    expect(readConfig({ ...twilioEnv, SMS_FROM: SERVICE_SID })).toMatchObject({
      SMS_FROM: SERVICE_SID,
      TWILIO_API_URL: 'https://api.twilio.com',
    });
  });
});
