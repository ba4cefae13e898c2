import type { Mailer } from './mailer';

/** What becomes of each mail handed to the mail server, for the metrics. */
export interface MailMetrics {
  mailSent(outcome: 'sent' | 'failed'): void;
}

/** The mailer, telling the metrics whether the mail server took each mail. */
export function countedMailer(mailer: Mailer, metrics: MailMetrics): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        metrics.mailSent('failed');
        throw error;
      }
      metrics.mailSent('sent');
    },
    close: () => mailer.close(),
  };
}
