import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { poolStats } from '../../db/pool-stats';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { scheduleJob } from '../jobs/schedule';
import { countedMailer } from '../mail/counted-mailer';
import { SiteMetrics } from './site-metrics';

const TOKEN = randomBytes(24).toString('hex');

/** The value of one series in Prometheus's text format, 0 while it has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((candidate) => {
      const [series] = candidate.split(' ');
      const [metric, labelText = ''] = series!.split('{');
      return metric === name && wanted.every((label) => labelText.replace(/}$/, '').split(',').includes(label));
    });
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    return response.body;
  };

  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t?.close());

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('refuses a scraper without the token, or with another', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer']) {
      const response = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts requests by route pattern and status class, and the process’s own metrics', async () => {
    const route = { method: 'GET', route: '/api/settings.php', status_class: '2xx' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', route);
    await t.app.inject({ url: '/api/settings.php?lang=nl' });
    await t.app.inject({ url: '/api/no-such-thing-4711' });

    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', route)).toBe(before + 1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(before + 1);
    // Unmatched paths share one series: a client cannot make one per URL.
    expect(sample(text, 'http_request_duration_seconds_count', { route: '(none)', status_class: '4xx' })).toBeGreaterThan(0);
    expect(text).not.toContain('no-such-thing-4711');
    expect(text).not.toContain('lang=nl');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE websocket_connections gauge');
    // PostgreSQL's pool shows; PGlite has none.
    expect(text.includes('db_pool_connections{state="idle"}')).toBe(poolStats(t.db) !== null);
  });

  it('counts jobs run and failed, the queue, and the mails a job sends', async () => {
    const before = await scrape();
    const [kim, alex] = [await activeMember(t, { name: 'Kim' }), await activeMember(t, { name: 'Alex' })];
    const liked = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: kim.headers, payload: { profile_id: alex.id } });
    expect(liked.statusCode, liked.body).toBe(200);
    await scheduleJob(t.db, 'no-such-job', {}, new Date());

    const queued = await scrape();
    expect(sample(queued, 'jobs_queued', { type: 'notify', state: 'due' })).toBeGreaterThan(0);
    expect(sample(queued, 'jobs_queued', { type: 'no-such-job', state: 'due' })).toBe(1);

    await t.app.jobs.runDueJobs();
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('job_runs_total', { type: 'notify', outcome: 'done' })).toBeGreaterThan(0);
    expect(moved('job_runs_total', { type: 'no-such-job', outcome: 'failed' })).toBe(1);
    // Two activation mails at signup, and the like's mail to Alex from the job.
    expect(moved('mail_sends_total', { outcome: 'sent' })).toBe(3);
    expect(sample(after, 'jobs_queued', { type: 'notify', state: 'due' })).toBe(0);
    // The failed job waits for its retry.
    expect(sample(after, 'jobs_queued', { type: 'no-such-job', state: 'scheduled' })).toBe(1);
  });

  it('shows the open WebSockets', async () => {
    const member = await activeMember(t, { name: 'Sam' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`, {
      headers: { cookie: `sid=${member.sid}` },
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    expect(sample(await scrape(), 'websocket_connections')).toBe(1);
    socket.close();
    await expect.poll(async () => sample(await scrape(), 'websocket_connections')).toBe(0);
  });

  it('counts payment webhooks by outcome', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/payment-webhook.php', payload: { id: 'tr_not_ours' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(sample(await scrape(), 'payment_webhooks_total', { outcome: 'unknown_payment' })).toBe(1);
  });
});

describe('counted mailer', () => {
  it('counts a mail the mail server refused as failed, and still throws', async () => {
    const metrics = new SiteMetrics({ openSockets: () => 0, queuedJobs: async () => [], dbPool: () => null });
    const refused = new Error('550 mailbox unavailable');
    const mailer = countedMailer({ send: () => Promise.reject(refused), close: () => {} }, metrics);
    await expect(mailer.send({ from: 'a@example.test', to: 'b@example.test', subject: 's', text: 't', html: 'h' })).rejects.toBe(refused);
    expect(sample(await metrics.registry.metrics(), 'mail_sends_total', { outcome: 'failed' })).toBe(1);
  });
});
