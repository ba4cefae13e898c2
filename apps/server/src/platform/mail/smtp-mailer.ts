import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends over SMTP; the URL carries host, port, credentials and TLS (smtps://) in one setting. */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close() {
      transport.close();
    },
  };
}
