import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { errorOf, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('outbox and /dev/mailbox (no SMTP_URL)', () => {
  it('keeps sent mails in the outbox', async () => {
    const { body } = await signUp(t);
    const rows = (await t.db.select().from(mailOutbox)).filter((row) => row.to === body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe('Confirm your e-mail address for Rainbow Date');
    expect(rows[0]!.html).toContain('<a href="http://localhost:3000/api/activate.php?token=');
  });

  it('lists the mails newest first, with clickable links and the HTML in a sandbox', async () => {
    const first = await signUp(t, { name: 'First' });
    const second = await signUp(t, { name: 'Second' });
    const response = await t.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page.indexOf(second.body.email)).toBeLessThan(page.indexOf(first.body.email));
    expect(page).toMatch(/<a class="mail-link" href="http:\/\/localhost:3000\/api\/activate\.php\?token=[\w-]+">/);
    expect(page).toContain('<iframe title="Confirm your e-mail address for Rainbow Date" sandbox=');
    expect(page).toContain('srcdoc="&lt;base target=&quot;_top&quot;&gt;');
  });

  it('narrows to one address with ?to=', async () => {
    const { body } = await signUp(t);
    const other = await signUp(t);
    const page = (await t.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(body.email.toUpperCase())}` })).body;
    expect(page).toContain(`data-to="${body.email}"`);
    expect(page).not.toContain(`data-to="${other.body.email}"`);
  });
});

describe('who reaches /dev/mailbox and /dev/sms.json', () => {
  const devRoutes = ['/dev/mailbox', '/dev/sms.json'];

  it('answers clients on this machine, over IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const url of devRoutes) expect((await t.app.inject({ url, remoteAddress })).statusCode).toBe(200);
    }
  });

  it('refuses clients on other machines: the outbox holds every reset link', async () => {
    for (const remoteAddress of ['203.0.113.7', '::ffff:192.168.1.20', '2001:db8::1']) {
      for (const url of devRoutes) {
        const response = await t.app.inject({ url, remoteAddress });
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('forbidden');
        expect(response.body).not.toContain('@');
      }
    }
  });

  it('believes the socket, not X-Forwarded-For, even behind a trusted proxy', async () => {
    const proxied = await buildTestApp({ trustProxy: ['203.0.113.7'] });
    try {
      const headers = { 'x-forwarded-for': '127.0.0.1' };
      for (const url of devRoutes) {
        expect((await proxied.app.inject({ url, headers, remoteAddress: '203.0.113.7' })).statusCode).toBe(403);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('without demo mode (production)', () => {
  it('the app refuses to be built without SMTP_URL and MOLLIE_API_KEY, so no outbox page can exist', async () => {
    await expect(buildTestApp({ demoMode: false })).rejects.toThrow(/without SMTP_URL and MOLLIE_API_KEY.*DEMO_MODE=true/s);
  });

  it('serves neither the dev routes nor the simulated provider, to anyone', async () => {
    const production = await buildTestApp({
      demoMode: false,
      smtpUrl: 'smtp://127.0.0.1:9',
      mollie: { apiKey: 'test_productionkey0000000000000000', apiUrl: 'http://127.0.0.1:9/v2/' },
    });
    try {
      for (const url of ['/dev/mailbox', '/dev/sms.json', '/simulated-provider/checkout/tr_x', '/simulated-provider/v2/payments/tr_x']) {
        expect((await production.app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
