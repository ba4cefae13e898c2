export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, e.g. List-Unsubscribe; the outbox keeps only what the dev mailbox shows. */
  headers?: Record<string, string>;
}

/** Where mails go: an SMTP server in production, the outbox (shown at /dev/mailbox) in demo mode. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
