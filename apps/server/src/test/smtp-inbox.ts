import type { AddressInfo } from 'node:net';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const WAIT_MS = 5_000;

const recipients = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : to ? [to] : []).flatMap((address) => address.value.map((entry) => entry.address));

/** A real SMTP server in the test process; the app sends to it over TCP like to any mail server. */
export async function startSmtpInbox() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Takes the oldest mail to an address that no earlier call took, waiting for it to arrive. */
    async nextTo(address: string): Promise<ParsedMail> {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const index = received.findIndex((mail) => recipients(mail.to).includes(address));
        if (index >= 0) return received.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${WAIT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    /** Takes the oldest mail to an address whose subject matches, waiting for it; older ones to it are passed over. */
    async nextMatching(address: string, subject: RegExp): Promise<ParsedMail> {
      for (;;) {
        const mail = await this.nextTo(address);
        if (subject.test(mail.subject ?? '')) return mail;
      }
    },
    /** Mails to an address that arrived and no nextTo took: for a test that expects none. */
    countTo: (address: string) => received.filter((mail) => recipients(mail.to).includes(address)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
