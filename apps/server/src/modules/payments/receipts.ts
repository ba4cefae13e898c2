import { type Locale, type PaymentMethod, vatIncluded, vatRateFor } from '@app/core';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { ReceiptSeller } from '../../db/schema';
import { scheduleJob } from '../../platform/jobs/schedule';
import { type MailDetails, orderDetailText } from '../../platform/mail/render-mail';
import type { MailSender } from '../../platform/mail/mail-sender';
import { minorUnitDigits } from '../../platform/payments/mollie-amount';
import { loadPayer } from '../credits/payer';
import type { SiteOrigin } from '../site/site-origin';
import { tradenamesSentence } from '../static-pages/tradenames';
import { findCompanyOf, findOrder, findOrderSite, findReceipt, findRefund, insertReceipt, type OrderRow, type ReceiptRow } from './repo';

export const PAYMENT_MAIL_JOB = 'payment-mail';

const PaymentMail = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('receipt'), orderId: z.number().int() }),
  z.object({ kind: z.literal('refund'), refundId: z.number().int(), premiumRemoved: z.boolean() }),
]);
export type PaymentMail = z.infer<typeof PaymentMail>;

/** Queues a receipt or refund mail in the caller's transaction: it goes out once the change is committed. */
export function queuePaymentMail(tx: Tx, mail: PaymentMail, at: Date): Promise<void> {
  return scheduleJob(tx, PAYMENT_MAIL_JOB, mail, at);
}

/**
 * Issues the receipt of an order just paid, in the transaction that credits it: the VAT of the
 * buyer's country and the seller as the site's company is today, kept as they were, and the mail
 * that sends it. Answers false for an order that has its receipt already.
 */
export async function issueReceipt(tx: Tx, order: OrderRow, at: Date): Promise<boolean> {
  const vatRate = vatRateFor(order.country);
  const issued = await insertReceipt(tx, {
    orderId: order.id,
    vatRate,
    vatAmount: vatIncluded(order.amount, vatRate),
    seller: await currentSeller(tx, order),
    issuedAt: at,
  });
  if (issued) await queuePaymentMail(tx, { kind: 'receipt', orderId: order.id }, at);
  return issued;
}

/** The site's company as a receipt for this buyer names it: with its VAT number for the buyer's country, else its home one. */
async function currentSeller(db: Db, order: OrderRow): Promise<ReceiptSeller> {
  const company = await findCompanyOf(db, order.siteId);
  if (!company) throw new Error(`site ${order.siteId} has no company`);
  return {
    name: company.name,
    addressLines: company.addressLines,
    kvk: company.kvk,
    vatNumber: company.vatNumbers[order.country] ?? company.vatNumbers[company.country] ?? null,
    tradenames: company.tradenames,
  };
}

/** Money in the member's language: 1499 EUR → '€ 14,99' in Dutch. */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const digits = minorUnitDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

/** What a payment method is called: its brand, or the translated kind for cards, transfers and direct debit. */
const BRANDS: Partial<Record<PaymentMethod, string>> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  maestro: 'Maestro',
  cartebancaire: 'Carte Bancaire',
  dankort: 'Dankort',
  nexi: 'Nexi',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  sofort: 'SOFORT',
  giropay: 'giropay',
  eps: 'EPS',
  przelewy24: 'Przelewy24',
  blik: 'BLIK',
  swish: 'Swish',
  mobilepay: 'MobilePay',
  vipps: 'Vipps',
  twint: 'TWINT',
  satispay: 'Satispay',
  paysafecard: 'paysafecard',
};

function methodName(method: PaymentMethod, locale: Locale): string {
  if (method === 'creditcard' || method === 'banktransfer' || method === 'directdebit') {
    return orderDetailText(`method_${method}`, locale);
  }
  return BRANDS[method] ?? method;
}

function sellerLines(seller: ReceiptSeller, locale: Locale): string[] {
  return [
    `${orderDetailText('seller', locale)}: ${seller.name}`,
    seller.addressLines.join(', '),
    orderDetailText('kvk', locale, { kvk: seller.kvk }),
    ...(seller.vatNumber ? [orderDetailText('vat_number', locale, { vat: seller.vatNumber })] : []),
    tradenamesSentence(seller.tradenames, seller.name, locale),
  ].filter(Boolean);
}

function receiptDetails(order: OrderRow, receipt: ReceiptRow, locale: Locale): MailDetails {
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(order.paidAt ?? receipt.issuedAt);
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(receipt.vatRate / 10_000);
  const discount =
    order.discountPercentage === null
      ? []
      : [
          { label: orderDetailText('price', locale), value: money(order.amountBeforeDiscount) },
          {
            label: orderDetailText('discount', locale, { code: order.discountCode ?? '', percent: order.discountPercentage }),
            value: `−${money(order.amountBeforeDiscount - order.amount)}`,
          },
        ];
  return {
    rows: [
      { label: orderDetailText('order', locale), value: String(order.id) },
      { label: orderDetailText('date', locale), value: date },
      { label: orderDetailText('bundle', locale), value: orderDetailText('credits', locale, { credits: order.credits }) },
      ...discount,
      { label: orderDetailText('total', locale), value: money(order.amount), strong: true },
      ...(receipt.vatRate > 0 ? [{ label: orderDetailText('vat', locale, { rate }), value: money(receipt.vatAmount) }] : []),
      { label: orderDetailText('method', locale), value: methodName(order.method, locale) },
    ],
    smallPrint: sellerLines(receipt.seller, locale),
  };
}

export interface PaymentMailsDeps {
  db: Db;
  mail: MailSender;
  siteOrigin: SiteOrigin;
}

/** The receipt and refund mails, sent by the job runner in the member's language. */
export class PaymentMails {
  constructor(private readonly deps: PaymentMailsDeps) {}

  async deliver(payload: Record<string, unknown>): Promise<void> {
    const mail = PaymentMail.parse(payload);
    const { db } = this.deps;
    const refund = mail.kind === 'refund' ? await findRefund(db, mail.refundId) : undefined;
    const orderId = mail.kind === 'receipt' ? mail.orderId : refund?.orderId;
    // The account, and its orders with it, may have been deleted since.
    const order = orderId === undefined ? undefined : await findOrder(db, orderId);
    if (!order) return;
    const receipt = await findReceipt(db, order.id);
    const payer = await loadPayer(db, order.userId);
    const site = await findOrderSite(db, order.siteId);
    const locale = payer.language;
    const link = `${this.deps.siteOrigin(site)}/transactions/${order.id}`;
    const common = { to: payer.email, locale, site };
    if (mail.kind === 'receipt') {
      if (!receipt) return;
      await this.deps.mail.send({
        ...common,
        kind: 'receipt',
        values: { name: payer.name, link, order: order.id, credits: order.credits, days: site.config.refund_days },
        details: receiptDetails(order, receipt, locale),
      });
      return;
    }
    if (!refund) return;
    const money = (minor: number) => formatMoney(minor, order.currency, locale);
    const credits = refund.credits ?? 0;
    // An order paid before receipts were issued has none: its refund names the seller as it is now.
    const seller = receipt?.seller ?? (await currentSeller(db, order));
    await this.deps.mail.send({
      ...common,
      kind: 'refund',
      values: {
        name: payer.name,
        link,
        order: order.id,
        credits,
        amount: money(refund.amount),
        premium: mail.premiumRemoved ? 'removed' : 'kept',
      },
      details: {
        rows: [
          { label: orderDetailText('order', locale), value: String(order.id) },
          { label: orderDetailText('refunded', locale), value: money(refund.amount), strong: true },
          { label: orderDetailText('credits_removed', locale), value: String(credits) },
          { label: orderDetailText('method', locale), value: methodName(order.method, locale) },
        ],
        smallPrint: sellerLines(seller, locale),
      },
    });
  }
}
