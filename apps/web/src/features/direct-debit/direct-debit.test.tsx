// @vitest-environment jsdom
import type { CompanyInfo, CreditsOffer, Order } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditsOfferQuery } from '../../lib/payments';
import { userQuery } from '../../lib/session';
import { json, me } from '../../test/chat-fixtures';
import { initEnglish } from '../../test/i18n';
import { companyInfoQuery } from '../../site/api';
import { Component as DirectDebitPage } from './direct-debit-page';
import { caretInFormatted, formatIban } from './iban-format';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OFFER: CreditsOffer = {
  country: 'NL',
  currency: 'EUR',
  bundles: [
    { id: 'starter', credits: 50, amount: 1499, currency: 'EUR', highlight: null },
    { id: 'popular', credits: 275, amount: 5999, currency: 'EUR', highlight: 'popular' },
  ],
  payment_methods: ['ideal', 'directdebit'],
  stored_methods: [],
  direct_debit: { available: true, blocked: false, remaining_limit: 25_000 },
};

const COMPANY: CompanyInfo = {
  name: 'Rainbow Media B.V.',
  address: { lines: ['Keizersgracht 1', '1015 CJ Amsterdam'], inline: 'Keizersgracht 1, 1015 CJ Amsterdam', short: 'Amsterdam, NL' },
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: [],
  vat_numbers: {},
  support_phone: '',
  delete_discount: 0,
  added: '2024-01-01T00:00:00.000Z',
};

const ORDER: Order = {
  id: 42,
  created_at: '2026-11-25T10:00:00.000Z',
  paid_at: null,
  bundle_id: 'popular',
  credits: 275,
  amount: 5999,
  amount_before_discount: 5999,
  currency: 'EUR',
  method: 'directdebit',
  status: 'pending',
  discount_code: null,
  discount_percentage: null,
  country: 'NL',
  repeat: false,
  refunded_amount: 0,
  charged_back_amount: 0,
};

type Answer = () => Response;

/** Serves the two direct-debit calls with the given answers, in turn; records what was sent. */
function serve(start: Answer[], confirm: Answer[] = []) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/', '');
    const answers = { 'directdebit.php': start, 'directdebit-confirm.php': confirm }[path];
    // The page title asks for the site settings; not what these tests are about.
    if (!answers) return json(404, { error: { code: 'not_found', message: 'Not here' } });
    sent.push({ path, body: JSON.parse(String(init.body)) });
    return answers.shift()!();
  });
  return sent;
}

function Result() {
  const location = useLocation();
  return <p data-testid="result">{`${location.pathname}${location.search}`}</p>;
}

function show(offer: CreditsOffer = OFFER, path = '/directdebit') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQuery.queryKey, me);
  queryClient.setQueryData(creditsOfferQuery(me.id).queryKey, offer);
  queryClient.setQueryData(companyInfoQuery.queryKey, { company: COMPANY });
  const router = createMemoryRouter(
    [
      { id: 'directdebit', path: '/directdebit', element: <DirectDebitPage /> },
      { id: 'transactions-id', path: '/transactions/:id?', element: <Result /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn({ iban = 'nl91abna0417164300', mobile = '06 12345678', authorise = true } = {}) {
  type('Account holder', 'Jan de Vries');
  type('IBAN', iban);
  type('Street', 'Prinsengracht');
  type('House no.', '263');
  type('Postal code', '1016 GV');
  type('City', 'Amsterdam');
  type('Mobile number', mobile);
  if (authorise) fireEvent.click(screen.getByRole('checkbox'));
}

const errorOf = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

const started = () => json(200, { verification_id: 'v-1', phone_hint: '+31 ••••••••• 78' });

describe('IBAN formatting', () => {
  it('groups in fours, upper case, and keeps the caret after what was typed', () => {
    expect(formatIban('nl91abna04171643 00')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('NL91-ABNA')).toBe('NL91 ABNA');
    expect(caretInFormatted('NL91A', 5)).toBe(6);
    expect(caretInFormatted('NL91 ABNA', 4)).toBe(4);
    expect(caretInFormatted('', 0)).toBe(0);
  });
});

describe('/directdebit (SPEC §5, §8)', () => {
  it('shows the popular bundle unless the link picks one, with the SEPA mandate of the company', async () => {
    serve([]);
    show();
    expect((await screen.findByTestId('dd-summary')).textContent).toContain('275 credits');
    expect(screen.getByTestId('dd-amount').textContent).toBe('€59.99');
    expect(screen.getByText(/I authorise Rainbow Media B\.V\. to collect this amount \(€59\.99\)/)).toBeTruthy();
    cleanup();
    show(OFFER, '/directdebit?bundle=starter');
    expect(screen.getByTestId('dd-amount').textContent).toBe('€14.99');
  });

  it('formats the IBAN while typing and checks IBAN, mobile number and authorisation before sending', async () => {
    const sent = serve([]);
    show();
    fillIn({ iban: 'nl91abna0417164301', mobile: '020 123 4567', authorise: false });
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('NL91 ABNA 0417 1643 01');
    fireEvent.click(screen.getByTestId('dd-submit'));
    await screen.findByText('Invalid IBAN');
    expect(errorOf('IBAN')).toBe('Invalid IBAN');
    expect(errorOf('Mobile number')).toBe('Please enter a valid mobile number.');
    expect(screen.getByText('Please authorise the direct debit to continue.')).toBeTruthy();
    expect(sent).toEqual([]);
    expect((screen.getByLabelText('Account holder') as HTMLInputElement).value).toBe('Jan de Vries');
  });

  it('up front: a blocked member sees why, a disabled form and the way to other methods', () => {
    serve([]);
    show({ ...OFFER, direct_debit: { ...OFFER.direct_debit, blocked: true } });
    const alert = screen.getByTestId('dd-unavailable');
    expect(alert.textContent).toContain('Your account is blocked for direct debit payments.');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/credits/popular');
    expect((screen.getByTestId('dd-details') as HTMLFieldSetElement).disabled).toBe(true);
  });

  it('up front: the limit message when the price is over what may still be debited', () => {
    serve([]);
    show({ ...OFFER, direct_debit: { ...OFFER.direct_debit, remaining_limit: 5000 } });
    expect(screen.getByTestId('dd-unavailable').textContent).toContain('Your limit for direct debit payments has been reached');
    cleanup();
    show({ ...OFFER, direct_debit: { ...OFFER.direct_debit, remaining_limit: 5000 } }, '/directdebit?bundle=starter');
    expect(screen.queryByTestId('dd-unavailable')).toBeNull();
  });

  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    serve([() => json(422, { error: { code: 'validation_failed', message: 'Invalid', fields: { iban: 'invalid_iban' } } })]);
    show();
    fillIn();
    fireEvent.click(screen.getByTestId('dd-submit'));
    await screen.findByText('Invalid IBAN');
    expect(errorOf('IBAN')).toBe('Invalid IBAN');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Amsterdam');
  });

  it('sends the canonical IBAN and number, then says where the code went; a wrong code says so', async () => {
    const sent = serve([started], [() => json(422, { error: { code: 'sms_code_invalid', message: 'Code invalid' } })]);
    show();
    fillIn();
    fireEvent.click(screen.getByTestId('dd-submit'));
    expect((await screen.findByTestId('dd-code-sent')).textContent).toBe('We sent a code to +31 ••••••••• 78.');
    expect(sent[0]).toEqual({
      path: 'directdebit.php',
      body: {
        bundle_id: 'popular',
        account_holder: 'Jan de Vries',
        iban: 'NL91ABNA0417164300',
        street: 'Prinsengracht',
        house_number: '263',
        postal_code: '1016 GV',
        city: 'Amsterdam',
        mobile: '+31612345678',
        authorization: true,
      },
    });
    const code = screen.getByLabelText('6-digit code') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('dd-confirm'));
    await screen.findByText('Enter the 6-digit code from the SMS.');
    expect(errorOf('6-digit code')).toBe('Enter the 6-digit code from the SMS.');
    expect(sent).toHaveLength(1);
    expect(code.inputMode).toBe('numeric');
    expect(code.autocomplete).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '12 34 56' } });
    expect(code.value).toBe('123456');
    fireEvent.click(screen.getByTestId('dd-confirm'));
    await screen.findByText('Code invalid');
    expect(code.value).toBe('123456');
    expect(sent[1]).toEqual({ path: 'directdebit-confirm.php', body: { verification_id: 'v-1', code: '123456' } });
  });

  it('a refusal from the server shows above the form', async () => {
    serve([() => json(403, { error: { code: 'direct_debit_blocked', message: 'Blocked' } })]);
    show();
    fillIn();
    fireEvent.click(screen.getByTestId('dd-submit'));
    expect(await screen.findByText('Your account is blocked for direct debit payments.')).toBeTruthy();
  });

  it('resends the code, and a right code goes to the order’s result page', async () => {
    const sent = serve(
      [started, () => json(200, { verification_id: 'v-2', phone_hint: '+31 ••••••••• 78' })],
      [() => json(200, { order: ORDER, checkout_url: null })],
    );
    show();
    fillIn();
    fireEvent.click(screen.getByTestId('dd-submit'));
    await screen.findByTestId('dd-code-sent');
    fireEvent.click(screen.getByTestId('dd-resend'));
    await screen.findByTestId('dd-code-resent');
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('dd-confirm'));
    expect((await screen.findByTestId('result')).textContent).toBe('/transactions/42?return=1');
    expect(sent.map((call) => call.path)).toEqual(['directdebit.php', 'directdebit.php', 'directdebit-confirm.php']);
    expect(sent[2]!.body).toEqual({ verification_id: 'v-2', code: '654321' });
  });
});
