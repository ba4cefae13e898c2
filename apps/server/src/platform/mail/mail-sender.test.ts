import { describe, expect, it } from 'vitest';
import { MailSender } from './mail-sender';
import type { OutgoingMail } from './mailer';

async function senderOf(mailFrom: string | undefined, site: { name: string; domain: string; config?: { mail_name: string } }) {
  const sent: OutgoingMail[] = [];
  const sender = new MailSender({ send: async (mail) => void sent.push(mail), close: async () => {} }, mailFrom);
  await sender.send({ kind: 'activation', to: 'a@example.test', locale: 'en', site, values: { name: 'Ann', link: 'https://x.test/a', days: 7 } });
  return sent[0]!.from;
}

describe('the sender of a mail', () => {
  it("is named by the site's mail_name (SPEC §3), else its name", async () => {
    expect(await senderOf(undefined, { name: 'Sie & Sie', domain: 'she.example', config: { mail_name: 'Sie und Sie Team' } })).toBe(
      '"Sie und Sie Team" <no-reply@she.example>',
    );
    expect(await senderOf(undefined, { name: 'Rainbow "Date"', domain: 'r.example', config: { mail_name: '' } })).toBe(
      '"Rainbow Date" <no-reply@r.example>',
    );
  });

  it('uses MAIL_FROM as the address, or as it is when it names itself', async () => {
    const site = { name: 'Rainbow Date', domain: 'r.example', config: { mail_name: 'Rainbow' } };
    expect(await senderOf('mail@ops.example', site)).toBe('"Rainbow" <mail@ops.example>');
    expect(await senderOf('"Ops" <mail@ops.example>', site)).toBe('"Ops" <mail@ops.example>');
  });
});
