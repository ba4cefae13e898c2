import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../platform/clock';
import { appHeaders, errorOf, signUp, signupBody, uniqueEmail, withSession } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: TestApp;
/** Addresses that own an account: every endpoint below tells so, each in its own way. */
const taken: string[] = [];
let memberSid: string;

const PER_ADDRESS = 10;
const PER_CLIENT = 20;

beforeAll(async () => {
  // The lookup limit alone: the signup and reset rate limits (http/rate-limits.ts), tested on
  // their own, would refuse these clients before it.
  t = await buildTestApp({ now: clock.now, rateLimits: {} });
  for (let i = 0; i < PER_CLIENT + 1; i++) taken.push((await signUp(t)).body.email);
  memberSid = (await signUp(t)).sid;
});
afterAll(() => t?.close());

let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;

const post = (url: string, payload: object, remoteAddress: string, headers = appHeaders) =>
  t.app.inject({ method: 'POST', url, headers, remoteAddress, payload });

type Reply = Awaited<ReturnType<typeof post>>;
type Ask = (email: string, remoteAddress: string) => Promise<Reply>;

/** The four answers that tell whether an address has an account here. */
const endpoints: [name: string, ask: Ask][] = [
  ['POST /api/signup.php?check=email', (email, ip) => post('/api/signup.php?check=email', { email }, ip)],
  ['POST /api/signup.php (409)', (email, ip) => post('/api/signup.php', signupBody({ email }), ip)],
  ['POST /api/password-reset.php', (email, ip) => post('/api/password-reset.php', { email }, ip)],
  [
    'POST /api/mail-change.php',
    (email, ip) => post('/api/mail-change.php', { new_email: email }, ip, withSession(memberSid)),
  ],
];

/** An answer about the address: found, free or taken, or another limit (the reset mails a day). */
function expectAnswered(response: Reply) {
  expect([200, 409, 429], response.body).toContain(response.statusCode);
  if (response.statusCode === 429) expect(errorOf(response).code).not.toBe('too_many_lookups');
}

function expectLimited(response: Reply) {
  expect(response.statusCode).toBe(429);
  expect(errorOf(response)).toEqual({
    code: 'too_many_lookups',
    message: 'Too many requests about e-mail addresses, please try again in 15 min.',
    params: { minutes: 15 },
  });
}

describe.each(endpoints)('%s', (_name, ask) => {
  it(`answers a client ${PER_CLIENT} times in 15 minutes, then 429 too_many_lookups`, async () => {
    const client = freshIp();
    for (const email of taken.slice(0, PER_CLIENT)) expectAnswered(await ask(email, client));
    expectLimited(await ask(taken[PER_CLIENT]!, client));
    expectAnswered(await ask(taken[PER_CLIENT]!, freshIp()));
    clock.advance(15 * MINUTE_MS);
    expectAnswered(await ask(taken[PER_CLIENT]!, client));
  });

  it(`answers about one address ${PER_ADDRESS} times in 15 minutes, whoever asks`, async () => {
    const { body } = await signUp(t);
    for (let i = 0; i < PER_ADDRESS; i++) expectAnswered(await ask(body.email, freshIp()));
    expectLimited(await ask(body.email, freshIp()));
    clock.advance(15 * MINUTE_MS);
    expectAnswered(await ask(body.email, freshIp()));
  });
});

describe('POST /api/signup.php', () => {
  it('counts only the refusal: a signup that goes through is no lookup', async () => {
    const client = freshIp();
    for (let i = 0; i < PER_CLIENT - 1; i++) {
      expectAnswered(await post('/api/signup.php?check=email', { email: uniqueEmail() }, client));
    }
    expect((await post('/api/signup.php', signupBody(), client)).statusCode).toBe(200);
    expectAnswered(await post('/api/signup.php?check=email', { email: uniqueEmail() }, client));
    expectLimited(await post('/api/signup.php', signupBody(), client));
  });
});
