import { FICTIONAL_EMAIL_DOMAIN, type Locale, type ThemeColours } from '@app/core';
import type { MailKind } from './mail-catalogues';
import type { Mailer } from './mailer';
import { type MailDetails, renderMail, type MailValues, type RenderedMail } from './render-mail';

/** The site a mail speaks for: its name in the texts, its domain in the default sender, its mail_name as the sender's name. */
export interface MailSite {
  name: string;
  domain: string;
  config?: { mail_name: string; theme_colours?: ThemeColours };
}

/** How a notification mail is switched off (RFC 2369 List-Unsubscribe, RFC 8058 one-click). */
export interface MailUnsubscribe {
  /** The page the footer links to: it shows what is switched off and asks to confirm. */
  page: string;
  /** What mail programs POST `List-Unsubscribe=One-Click` to; it switches off at once. */
  oneClick: string;
  /** An address for mail programs that only know mailto: unsubscribes. */
  mailto: string;
}

export interface AccountMail {
  kind: MailKind;
  to: string;
  locale: Locale;
  site: MailSite;
  values: Omit<MailValues, 'site'>;
  /** Notifications only: the footer link and the List-Unsubscribe headers. */
  unsubscribe?: MailUnsubscribe;
  /** Receipts and refunds: the order's lines and the seller. */
  details?: MailDetails;
}

function unsubscribeHeaders({ oneClick, mailto }: MailUnsubscribe): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClick}>, <mailto:${mailto}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The one path every mail takes: render it in the member's language, then hand it to the mailer. */
export class MailSender {
  constructor(
    private readonly mailer: Mailer,
    /** MAIL_FROM's address; without it each site sends from no-reply@<site domain>. */
    private readonly from: string | undefined,
  ) {}

  async send({ kind, to, locale, site, values, unsubscribe, details }: AccountMail): Promise<void> {
    const rendered = renderMail(kind, locale, { ...values, site: site.name, colours: site.config?.theme_colours }, unsubscribe?.page, details);
    await this.deliver({ to, site, unsubscribe, rendered });
  }

  /** A mail rendered by its caller (a newsletter), from the site's sender like every other. */
  async deliver({ to, site, rendered, unsubscribe }: { to: string; site: MailSite; rendered: RenderedMail; unsubscribe?: MailUnsubscribe }): Promise<void> {
    // A fictional profile has no one to write to; whichever path gets here (a notification, a reset), nothing leaves.
    if (to.endsWith(`@${FICTIONAL_EMAIL_DOMAIN}`)) return;
    // SPEC §3 mail_name: the sender's name people see in their inbox, the site's name where unset.
    const name = (site.config?.mail_name || site.name).replace(/["\\]/g, '');
    const from = this.from?.includes('<') ? this.from : `"${name}" <${this.from ?? `no-reply@${site.domain}`}>`;
    await this.mailer.send({ from, to, ...rendered, ...(unsubscribe && { headers: unsubscribeHeaders(unsubscribe) }) });
  }
}
