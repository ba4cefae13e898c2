// @vitest-environment jsdom
import type { CreditHistoryEntry, CreditHistoryKind, CreditHistoryResponse, Order, User } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../lib/session';
import { json, me } from '../../test/chat-fixtures';
import { initEnglish } from '../../test/i18n';
import { order } from '../../test/payment-fixtures';
import { companyInfoQuery } from '../../site/api';
import { Component as TransactionsPage } from './transactions-page';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: number, kind: CreditHistoryKind, delta: number, balance: number): CreditHistoryEntry => ({
  id,
  kind,
  delta,
  balance_after: balance,
  created_at: '2026-03-01T10:00:00.000Z',
});

/** The credit history in two pages: the newest first, `next` leading to the older one. */
const HISTORY: Record<string, CreditHistoryResponse> = {
  '': { entries: [entry(3, 'correction', 15, 20), entry(2, 'message', -5, 5)], next: 2 },
  '2': { entries: [entry(1, 'signup', 10, 10)], next: null },
};

/** The server's answers in turn: each poll of the order takes the next one, the last one stays. */
function serve(orderAnswers: Order[], userAfter: User = me, history: Record<string, CreditHistoryResponse> = { '': { entries: [], next: null } }) {
  const polls: number[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/credit-history.php') return json(200, history[searchParams.get('before') ?? '']);
    if (pathname === '/api/payments.php' && searchParams.has('id')) {
      polls.push(Date.now());
      return json(200, { order: orderAnswers[Math.min(polls.length - 1, orderAnswers.length - 1)] });
    }
    if (pathname === '/api/payments.php') return json(200, { orders: orderAnswers });
    if (pathname === '/api/user.php') return json(200, { user: userAfter });
    if (pathname === '/api/credits.php') return json(500, {});
    throw new Error(`unexpected fetch ${url}`);
  });
  return polls;
}

function show(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQuery.queryKey, me);
  queryClient.setQueryData(companyInfoQuery.queryKey, {
    company: {
      name: 'Rainbow Media B.V.',
      address: { lines: ['Keizersgracht 1', '1015 AA Amsterdam', 'Netherlands'], inline: '', short: '' },
      kvk: '12345678',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: [],
      vat_numbers: { NL: 'NL123456789B01' },
      support_phone: '',
      delete_discount: 0,
      added: '2024-01-01T00:00:00.000Z',
    },
  });
  const router = createMemoryRouter([{ path: '/transactions/:id?', element: <TransactionsPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('payment result (SPEC §4)', () => {
  it('waits while the payment is pending, polling every 2 s, then shows the credits, the new balance and premium', async () => {
    const polls = serve([order({ status: 'open' }), order({ status: 'paid' })], { ...me, credits: 325, paid_user: true });
    const queryClient = show('/transactions/41?return=1');
    expect((await screen.findByRole('status')).textContent).toContain('Waiting for your payment…');

    expect((await screen.findByTestId('credits-added', {}, { timeout: 4000 })).textContent).toBe('275 credits have been added to your account.');
    expect(polls).toHaveLength(2);
    expect(polls[1]! - polls[0]!).toBeGreaterThanOrEqual(1900);
    // The member is loaded again, so the balance and the navigation badge show the new credits.
    await waitFor(() => expect(screen.getByTestId('new-balance').textContent).toBe('Your balance is now 325 credits.'));
    expect(queryClient.getQueryData<User>(userQuery.queryKey)?.paid_user).toBe(true);
    expect(screen.getByTestId('premium-welcome').textContent).toContain('Welcome to Premium!');
  });

  it('a failed or cancelled payment says so and offers to try again or choose another method', async () => {
    serve([order({ status: 'canceled', method: 'paypal' })]);
    show('/transactions/41?return=1');
    const result = await screen.findByRole('alert');
    expect(result.textContent).toContain('Payment failed or has been cancelled.');
    expect(screen.getByTestId('try-again').getAttribute('href')).toBe('/credits/popular/paypal');
    expect(screen.getByTestId('other-method').getAttribute('href')).toBe('/credits/popular');
  });
});

describe('orders and receipts', () => {
  it('the receipt shows the order with its discount and the seller', async () => {
    serve([order({ status: 'paid', amount: 4499, amount_before_discount: 5999, discount_code: 'TIMEBONUS25', discount_percentage: 25 })]);
    show('/transactions/41');
    const receipt = await screen.findByTestId('receipt');
    expect(receipt.textContent).toContain('Order no. 41');
    expect(receipt.textContent).toContain('Discount TIMEBONUS25 (25%)−€15.00');
    expect(receipt.textContent).toContain('Total paid (EUR)€44.99');
    expect(screen.getByTestId('seller').textContent).toContain('KvK): 12345678');
    expect(screen.getByTestId('seller').textContent).toContain('NL123456789B01');
  });

  it('an order refunded in part or charged back says so beside "Paid", and the receipt what went back', async () => {
    serve([order({ id: 42, status: 'paid', amount: 2999, refunded_amount: 1200 }), order({ id: 43, status: 'paid', charged_back_amount: 5999 })]);
    show('/transactions');
    await waitFor(() => expect(screen.getAllByTestId('order-status')).toHaveLength(2));
    expect(screen.getAllByTestId('order-status').map((badge) => badge.textContent)).toEqual(['Paid', 'Paid']);
    expect(screen.getByTestId('order-refunded').textContent).toBe('Partly refunded');
    expect(screen.getByTestId('order-charged-back').textContent).toBe('Charged back');
    cleanup();

    serve([order({ id: 42, status: 'paid', amount: 2999, refunded_amount: 2999 })]);
    show('/transactions/42');
    const receipt = await screen.findByTestId('receipt');
    expect(screen.getByTestId('order-refunded').textContent).toBe('Refunded');
    expect(receipt.textContent).toContain('Total paid (EUR)€29.99');
    expect(receipt.textContent).toContain('Refunded−€29.99');
  });

  it('without orders the overview leads to the bundles', async () => {
    serve([]);
    show('/transactions');
    expect((await screen.findByTestId('empty-state')).querySelector('a')?.getAttribute('href')).toBe('/credits');
  });

  it('the overview lists every change of the credits with the balance after it, older ones on request', async () => {
    serve([], me, HISTORY);
    show('/transactions');
    await screen.findAllByTestId('credit-history-row');
    const rows = () => screen.getAllByTestId('credit-history-row').map((row) => row.textContent);
    expect(rows()).toEqual([
      expect.stringMatching(/^Correction by customer service.*\+15Balance 20$/),
      expect.stringMatching(/^Message sent.*-5Balance 5$/),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toMatch(/^Welcome credits.*\+10Balance 10$/);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
