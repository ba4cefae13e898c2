import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReceipts, users } from '../../db/schema';
import { buy, buyer, listeningTestApp, type PaymentTestApp } from '../../test/payments';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

let t: PaymentTestApp;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await listeningTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe('the receipt mail', () => {
  it('goes out once for a paid order, in English, with the seller, the buyer country’s VAT number and the VAT', async () => {
    const m = await buyer(t, 'NL');
    const { order } = await buy(t, m, { bundle_id: 'popular', method: 'ideal' });
    await t.app.jobs.runDueJobs();
    const mail = await inbox.nextMatching(m.email, /receipt/);
    expect(mail.subject).toBe(`Your receipt for order ${order.id} at Rainbow Date`);
    const text = mail.text!;
    expect(text).toContain('275 credits have been added to your account');
    expect(text).toContain(`Order number: ${order.id}`);
    expect(text).toContain('Total paid: €59.99');
    // 21 % Dutch VAT inside 59.99: 10.41.
    expect(text).toContain('Including VAT (21%): €10.41');
    expect(text).toContain('Payment method: iDEAL');
    expect(text).toContain('Seller: Rainbow Media B.V.');
    expect(text).toContain('Herengracht 100, 1015 BS Amsterdam, Netherlands');
    expect(text).toContain('VAT no.: NL123456789B01');
    expect(text).toMatch(/Rainbow Date and Sie & Sie are trade names of Rainbow Media B\.V\./);
    expect(text).toContain('within 14 days');
    expect(text).toContain(`/transactions/${order.id}`);
    expect(mail.html).toContain('Rainbow Media B.V.');
    const [receipt] = await t.db.select().from(orderReceipts).where(eq(orderReceipts.orderId, order.id));
    expect(receipt).toMatchObject({ vatRate: 2100, vatAmount: 1041 });

    // A webhook delivered again issues nothing new.
    await t.app.jobs.runDueJobs();
    expect(inbox.countTo(m.email)).toBe(0);
  });

  it('speaks German to a German member, with the company’s German VAT number and a discount line', async () => {
    const m = await buyer(t, 'DE');
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, m.id));
    const { order } = await buy(t, m, { bundle_id: 'starter', method: 'paypal', discount_code: 'TIMEBONUS25' });
    await t.app.jobs.runDueJobs();
    const mail = await inbox.nextMatching(m.email, /Beleg/);
    expect(mail.subject).toBe(`Dein Beleg für Bestellung ${order.id} bei Rainbow Date`);
    // German writes money and percentages with a no-break space.
    const text = mail.text!.replaceAll('\u00a0', ' ');
    expect(text).toContain('50 Credits wurden deinem Konto gutgeschrieben');
    expect(text).toContain('Preis: 14,99 €');
    expect(text).toContain('Rabatt TIMEBONUS25 (25%): −3,75 €');
    expect(text).toContain('Bezahlt gesamt: 11,24 €');
    // 19 % German VAT inside 11.24: 1.79.
    expect(text).toContain('Inklusive MwSt. (19 %): 1,79 €');
    expect(text).toContain('Zahlungsart: PayPal');
    expect(text).toContain('USt-IdNr.: DE298765432');
    expect(text).toContain('sind Handelsnamen der Rainbow Media B.V.');
  });
});
