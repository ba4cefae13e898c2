export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mails go: an SMTP server in production, the outbox (shown at /dev/mailbox) otherwise. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
