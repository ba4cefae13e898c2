import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/pool-stats';
import type { JobMetrics } from '../jobs/job-runner';
import type { QueuedJobs } from '../jobs/queued-jobs';
import type { MailMetrics } from '../mail/counted-mailer';
import type { PushMetrics, PushOutcome } from '../push/web-push-sender';

/** What is read at each scrape rather than counted as it happens. */
export interface MetricSources {
  openSockets(): number;
  queuedJobs(): Promise<QueuedJobs[]>;
  /** Null on PGlite, which has no pool. */
  dbPool(): PoolStats | null;
}

export interface FinishedRequest {
  method: string;
  /** The route's pattern (`/api/profile/:id`), never the URL: one series per route, not per member. */
  route: string;
  statusCode: number;
  seconds: number;
}

/**
 * The app's Prometheus metrics, in a registry of its own (one per app, so the tests' apps do not
 * share counters). The parts of the app record into it through their own small interfaces
 * (JobMetrics, MailMetrics, PushMetrics, the payments' WebhookMetrics), knowing nothing of Prometheus.
 */
export class SiteMetrics implements JobMetrics, MailMetrics, PushMetrics {
  readonly registry = new Registry();

  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class, and how long they took to answer',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });
  private readonly serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background jobs run, by type and outcome (done, or failed and to be retried)',
    labelNames: ['type', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly mails = new Counter({
    name: 'mail_sends_total',
    help: 'Mails handed to the mail server, by outcome (sent or failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly pushes = new Counter({
    name: 'push_deliveries_total',
    help: "Web pushes to members' browsers, by outcome (delivered; gone: the browser unsubscribed; failed)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly webhooks = new Counter({
    name: 'payment_webhooks_total',
    help: "Payment providers' status calls, by outcome: the order's status after it, unknown_payment, or error",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    new Gauge({
      name: 'websocket_connections',
      help: "Members' open real-time WebSockets on this process",
      registers: [this.registry],
      collect() {
        this.set(sources.openSockets());
      },
    });
    new Gauge({
      name: 'jobs_queued',
      help: 'Background jobs not done yet, by type and state (due: to run now or running; scheduled: for later)',
      labelNames: ['type', 'state'] as const,
      registers: [this.registry],
      async collect() {
        const queued = await sources.queuedJobs();
        // A type whose queue emptied must read 0, not its last count.
        this.reset();
        for (const { type, due, count } of queued) this.set({ type, state: due ? 'due' : 'scheduled' }, count);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: "PostgreSQL pool connections of this process, by state (in_use, idle); none on PGlite",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = sources.dbPool();
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_queries',
      help: 'Queries of this process waiting for a PostgreSQL pool connection; none on PGlite',
      registers: [this.registry],
      collect() {
        const pool = sources.dbPool();
        if (pool) this.set(pool.waiting);
      },
    });
  }

  requestFinished({ method, route, statusCode, seconds }: FinishedRequest): void {
    this.requests.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    if (statusCode >= 500) this.serverErrors.inc({ method, route });
  }

  jobRan(type: string, outcome: 'done' | 'failed'): void {
    this.jobRuns.inc({ type, outcome });
  }

  mailSent(outcome: 'sent' | 'failed'): void {
    this.mails.inc({ outcome });
  }

  pushSent(outcome: PushOutcome): void {
    this.pushes.inc({ outcome });
  }

  paymentWebhook(outcome: string): void {
    this.webhooks.inc({ outcome });
  }
}
