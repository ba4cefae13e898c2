import type { Locale } from '@app/core';
import type { MailKind } from './mail-catalogues';
import type { Mailer } from './mailer';
import { renderMail, type MailValues } from './render-mail';

/** The site a mail speaks for: its name in the texts, its domain in the default sender. */
export interface MailSite {
  name: string;
  domain: string;
}

export interface AccountMail {
  kind: MailKind;
  to: string;
  locale: Locale;
  site: MailSite;
  values: Omit<MailValues, 'site'>;
}

/** The one path every mail takes: render it in the member's language, then hand it to the mailer. */
export class MailSender {
  constructor(
    private readonly mailer: Mailer,
    /** MAIL_FROM; without it each site sends as "<site name>" <no-reply@<site domain>>. */
    private readonly from: string | undefined,
  ) {}

  async send({ kind, to, locale, site, values }: AccountMail): Promise<void> {
    const rendered = renderMail(kind, locale, { ...values, site: site.name });
    const from = this.from ?? `"${site.name.replace(/["\\]/g, '')}" <no-reply@${site.domain}>`;
    await this.mailer.send({ from, to, ...rendered });
  }
}
