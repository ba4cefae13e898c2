import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { escapeHtml } from '../escape-html';

type OutboxRow = typeof mailOutbox.$inferSelect;

const SHOWN = 100;
/** The mail's HTML runs without scripts; its links may open in the top window when clicked. */
const SANDBOX = 'allow-popups allow-top-navigation-by-user-activation';
const MailboxQuery = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

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

function page(mails: OutboxRow[], to: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title>
<link rel="icon" href="/favicon.svg">
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:900px;padding:16px;color:#212529}
.mail{border:1px solid #dee2e6;border-radius:8px;padding:12px 16px;margin:16px 0}
.mail h2{font-size:1.1rem;margin:0 0 4px}.meta{color:#6c757d;margin:0 0 8px}
.links{margin:0 0 8px;padding-left:20px;word-break:break-all}
iframe{width:100%;height:520px;border:1px solid #dee2e6;border-radius:4px}
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Mails the server would have sent${to ? ` to <strong>${escapeHtml(to)}</strong>` : ''}, newest first.
This page exists only while <code>SMTP_URL</code> is not set.</p>
${mails.length ? mails.map(mailHtml).join('\n') : '<p>No mails yet.</p>'}
</body>
</html>
`;
}

/** GET /dev/mailbox: the outbox as a page, so signup, reset and the other links can be followed without SMTP. */
export function registerDevMailbox(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/dev/mailbox', { schema: { querystring: MailboxQuery } }, async (request, reply) => {
    const { to } = request.query;
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(SHOWN);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(mails, to));
  });
}
