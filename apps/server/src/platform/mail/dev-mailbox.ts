import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { mailOutbox, smsOutbox } from '../../db/schema';
import { loopbackOnly } from '../../http/loopback-only';
import { escapeHtml } from '../escape-html';

type OutboxRow = typeof mailOutbox.$inferSelect;
type SmsRow = typeof smsOutbox.$inferSelect;

const SHOWN = 100;
/** The mail's HTML runs without scripts; its links may open in the top window when clicked. */
const SANDBOX = 'allow-popups allow-top-navigation-by-user-activation';
/** The page's own styles and the mails' style attributes (the mail frames inherit this policy); no script at all. */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const MailboxQuery = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });
/** SMS go to E.164 numbers ('+31612345678'). */
const SmsQuery = z.object({ to: z.string().trim().max(32).optional() });
const SmsJson = z.object({
  sms: z.array(z.object({ to: z.string(), text: z.string(), created_at: z.iso.datetime() })),
});

function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

function mailHtml(mail: OutboxRow): string {
  const links = linksIn(mail.text)
    .map((href) => `<li><a class="mail-link" href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
    .join('');
  // `_top`: the mail's button opens in this tab, as the link would from a mail program.
  const srcdoc = escapeHtml(`<base target="_top">${mail.html}`);
  return `<article class="mail" data-to="${escapeHtml(mail.to)}">
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time>${mail.createdAt.toISOString()}</time></p>
<ul class="links">${links}</ul>
<iframe title="${escapeHtml(mail.subject)}" sandbox="${SANDBOX}" srcdoc="${srcdoc}"></iframe>
</article>`;
}

function smsHtml(sms: SmsRow): string {
  return `<article class="sms" data-to="${escapeHtml(sms.to)}">
<p class="meta">To <strong>${escapeHtml(sms.to)}</strong> · <time>${sms.createdAt.toISOString()}</time></p>
<p class="sms-text">${escapeHtml(sms.text)}</p>
</article>`;
}

function page(mails: OutboxRow[], texts: SmsRow[], to: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title>
<link rel="icon" href="/favicon.svg">
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:900px;padding:16px;color:#212529}
.mail,.sms{border:1px solid #dee2e6;border-radius:8px;padding:12px 16px;margin:16px 0}
.sms-text{margin:0;white-space:pre-wrap}
.mail h2{font-size:1.1rem;margin:0 0 4px}.meta{color:#6c757d;margin:0 0 8px}
.links{margin:0 0 8px;padding-left:20px;word-break:break-all}
iframe{width:100%;height:520px;border:1px solid #dee2e6;border-radius:4px}
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Mails and SMS the server would have sent${to ? ` to <strong>${escapeHtml(to)}</strong>` : ''}, newest first.
This page exists only in demo mode while <code>SMTP_URL</code> is not set, and only for this machine.</p>
<h2>SMS</h2>
${texts.length ? texts.map(smsHtml).join('\n') : '<p>No SMS yet.</p>'}
<h2>Mails</h2>
${mails.length ? mails.map(mailHtml).join('\n') : '<p>No mails yet.</p>'}
</body>
</html>
`;
}

const latestSms = (db: Db, to: string | undefined) =>
  db
    .select()
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.to, to) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(SHOWN);

/**
 * GET /dev/mailbox: the outbox (SMS, then mails) as a page, so signup, reset and the other links
 * and the direct-debit SMS codes can be followed without SMTP or an SMS gateway.
 * GET /dev/sms.json: the same SMS for tests, newest first, `?to=+31612345678` for one number.
 * The outbox holds every reset link, so both answer only to clients on this machine.
 */
export function registerDevMailbox(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/dev/mailbox', { onRequest: loopbackOnly, schema: { querystring: MailboxQuery } }, async (request, reply) => {
    const { to } = request.query;
    const [mails, texts] = await Promise.all([
      db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(SHOWN),
      latestSms(db, to),
    ]);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', POLICY)
      .send(page(mails, texts, to));
  });
  const smsSchema = { querystring: SmsQuery, response: { 200: SmsJson } };
  routes.get('/dev/sms.json', { onRequest: loopbackOnly, schema: smsSchema }, async (request, reply) => {
    const texts = await latestSms(db, request.query.to);
    reply.header('cache-control', 'no-store');
    return { sms: texts.map((sms) => ({ to: sms.to, text: sms.text, created_at: sms.createdAt.toISOString() })) };
  });
}
