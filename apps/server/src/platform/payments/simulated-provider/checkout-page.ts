import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../escape-html';
import { fromMollieAmount, toMollieAmount } from '../mollie-amount';
import { MollieError } from './mollie-error';
import { amounts, CHECKOUT_CHOICES, type SimulatedPayment, type SimulatedPsp, TEST_CARDS, type TestCard } from './simulated-psp';

export interface CheckoutRoutesOptions {
  psp: SimulatedPsp;
  /** The path the checkout form posts to; its chargeback form posts to `<path>/chargeback`. */
  checkoutPath: (paymentId: string) => string;
}

const METHOD_NAMES: Record<string, string> = {
  applepay: 'Apple Pay',
  bancontact: 'Bancontact',
  banktransfer: 'Bank transfer',
  blik: 'BLIK',
  creditcard: 'Card',
  directdebit: 'SEPA Direct Debit',
  eps: 'EPS',
  ideal: 'iDEAL',
  klarna: 'Klarna',
  mobilepay: 'MobilePay',
  paypal: 'PayPal',
  paysafecard: 'paysafecard',
  przelewy24: 'Przelewy24',
  satispay: 'Satispay',
  swish: 'Swish',
  twint: 'TWINT',
  vipps: 'Vipps',
};

const CHOICE_LABELS: Record<(typeof CHECKOUT_CHOICES)[number], string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  canceled: 'Cancelled',
};

const CheckoutForm = z.object({
  status: z.enum(CHECKOUT_CHOICES),
  card: z.enum(Object.keys(TEST_CARDS) as [TestCard, ...TestCard[]]).default('4242'),
});
const IdParams = z.object({ id: z.string().max(100) });
const ChargebackForm = z.object({ amount: z.string().trim().max(20).default('') });

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
.banner{background:#ffc107;color:#212529;text-align:center;font-weight:600;padding:8px 16px}
main{max-width:460px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
h1{font-size:2rem;margin:0 0 4px}
.description{color:#495057;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 20px;color:#495057}
dt{font-weight:600}dd{margin:0;word-break:break-all}
.notice{background:#e7f5ff;border-radius:8px;padding:10px 12px;margin:0 0 16px}
fieldset{border:1px solid #dee2e6;border-radius:8px;margin:0 0 16px;padding:8px 12px}
legend{font-weight:600;padding:0 4px}
label{display:block;padding:4px 0;cursor:pointer}
.choices{display:grid;grid-template-columns:1fr 1fr;gap:8px}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px;cursor:pointer;color:#fff}
button[value=paid]{background:#4f7514}button[value=pending]{background:#117a9e}
button[value=failed],button.chargeback{background:#dc3545}button[value=canceled]{background:#6c757d}
input[name=amount]{display:block;width:100%;font:inherit;padding:8px;margin:4px 0 12px;border:1px solid #ced4da;border-radius:8px}
button:focus-visible{outline:3px solid #212529;outline-offset:2px}
.hint{color:#6c757d;font-size:.875rem;margin:16px 0 0}
a{color:#d50918}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Simulated payment provider</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">Test mode — simulated payment provider</div>
<main><div class="card">
${body}
</div>
<p class="hint">No money moves here. This page stands in for the payment provider's checkout while the
server runs in demo mode without <code>MOLLIE_API_KEY</code>; it keeps payments in memory, so a server
restart forgets open checkouts.</p>
</main>
</body>
</html>
`;
}

/** The payment's amount, or another amount in its currency (minor units), as the payer reads money. */
function formatAmount(payment: SimulatedPayment, minor?: number): string {
  const locale = payment.locale?.replace('_', '-') ?? 'en';
  const value = minor === undefined ? payment.amount.value : toMollieAmount(minor, payment.amount.currency).value;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: payment.amount.currency }).format(Number(value));
}

function summary(payment: SimulatedPayment): string {
  const method = payment.method ? (METHOD_NAMES[payment.method] ?? payment.method) : 'Chosen by the payer';
  return `<h1>${escapeHtml(formatAmount(payment))}</h1>
<p class="description">${escapeHtml(payment.description)}</p>
<dl><dt>Method</dt><dd class="method">${escapeHtml(method)}</dd><dt>Payment</dt><dd>${escapeHtml(payment.id)}</dd></dl>`;
}

function cardChoice(): string {
  const options = Object.entries(TEST_CARDS)
    .map(
      ([value, card], index) =>
        `<label><input type="radio" name="card" value="${value}"${index === 0 ? ' checked' : ''}> ${escapeHtml(card.number)} — ${escapeHtml(card.outcome)}</label>`,
    )
    .join('\n');
  return `<fieldset><legend>Test card</legend>\n${options}\n</fieldset>`;
}

function checkoutPage(payment: SimulatedPayment, action: string): string {
  const choices = CHECKOUT_CHOICES.filter((choice) => choice !== payment.status)
    .map((choice) => `<button type="submit" name="status" value="${choice}">${CHOICE_LABELS[choice]}</button>`)
    .join('\n');
  const pending =
    payment.status === 'pending'
      ? '<p class="notice">This payment is pending. Settle it here whenever you like; the shop hears of it at once.</p>'
      : '';
  return layout(
    'Checkout',
    `${summary(payment)}
${pending}
<form method="post" action="${escapeHtml(action)}">
${payment.method === 'creditcard' ? cardChoice() : ''}
<p>Choose the outcome of this payment:</p>
<div class="choices">
${choices}
</div>
</form>`,
  );
}

/**
 * Test mode's way to make the payer's bank take a paid payment back, as Mollie's test dashboard
 * does: all that is not charged back yet, or the amount typed.
 */
function chargebackForm(payment: SimulatedPayment, action: string): string {
  const { total, chargedBack } = amounts(payment);
  const left = total - chargedBack;
  const done = chargedBack
    ? `<p class="notice">Charged back so far: <strong class="charged-back">${escapeHtml(formatAmount(payment, chargedBack))}</strong>.</p>`
    : '';
  if (payment.status !== 'paid' || left <= 0) return done;
  return `${done}
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Chargeback</legend>
<label>Amount (empty for ${escapeHtml(formatAmount(payment, left))}) <input name="amount" inputmode="decimal" placeholder="${escapeHtml(toMollieAmount(left, payment.amount.currency).value)}"></label>
<button type="submit" class="chargeback">Simulate a chargeback</button>
</fieldset>
</form>`;
}

function settledPage(payment: SimulatedPayment, chargebackAction: string): string {
  const back = payment.redirectUrl ? `<p><a href="${escapeHtml(payment.redirectUrl)}">Back to the shop</a></p>` : '';
  return layout(
    'Payment',
    `${summary(payment)}
<p class="notice">This payment is <strong class="status">${escapeHtml(payment.status)}</strong>; nothing is left for the payer to do here.</p>
${chargebackForm(payment, chargebackAction)}
${back}`,
  );
}

const unknownPage = () =>
  layout(
    'Unknown payment',
    `<h1>Unknown payment</h1>
<p>The simulated provider has no such payment. It keeps payments in memory only, so a server restart
forgets them: go back to the shop and start the payment again.</p>`,
  );

function html(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
    .send(page);
}

const payable = (payment: SimulatedPayment) =>
  payment.sequenceType !== 'recurring' && (payment.status === 'open' || payment.status === 'pending');

/** The page the payer is sent to: pick the outcome (and a test card), then back to the shop. */
export async function simulatedCheckoutRoutes(scope: FastifyInstance, { psp, checkoutPath }: CheckoutRoutesOptions): Promise<void> {
  if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  scope.get('/checkout/:id', async (request, reply) => {
    const params = IdParams.safeParse(request.params);
    const payment = params.success ? await psp.findPayment(params.data.id) : undefined;
    if (!payment) return html(reply, 404, unknownPage());
    const path = checkoutPath(payment.id);
    return html(reply, 200, payable(payment) ? checkoutPage(payment, path) : settledPage(payment, `${path}/chargeback`));
  });

  scope.post('/checkout/:id/chargeback', async (request, reply) => {
    const params = IdParams.safeParse(request.params);
    const payment = params.success ? await psp.findPayment(params.data.id) : undefined;
    if (!payment) return html(reply, 404, unknownPage());
    const form = ChargebackForm.safeParse(request.body ?? {});
    const typed = form.success && form.data.amount !== '' ? form.data.amount.replace(',', '.') : null;
    const minor = typed === null ? undefined : fromMollieAmount({ currency: payment.amount.currency, value: typed });
    if (minor === null) return html(reply, 400, layout('Chargeback', `${summary(payment)}<p class="notice">That amount is not valid.</p>`));
    try {
      await psp.chargeback(payment.id, minor);
    } catch (error) {
      if (!(error instanceof MollieError)) throw error;
      return html(reply, 422, layout('Chargeback', `${summary(payment)}<p class="notice">${escapeHtml(error.detail)}</p>`));
    }
    return reply.redirect(checkoutPath(payment.id), 303);
  });

  scope.post('/checkout/:id', async (request, reply) => {
    const params = IdParams.safeParse(request.params);
    const payment = params.success ? await psp.findPayment(params.data.id) : undefined;
    if (!payment) return html(reply, 404, unknownPage());
    const form = CheckoutForm.safeParse(request.body ?? {});
    if (!form.success || !payable(payment)) return reply.redirect(checkoutPath(payment.id), 303);
    await psp.checkout(payment, form.data.status, form.data.card);
    return reply.redirect(payment.redirectUrl ?? checkoutPath(payment.id), 303);
  });
}
