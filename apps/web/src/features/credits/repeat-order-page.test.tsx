// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../lib/session';
import { json, me } from '../../test/chat-fixtures';
import { initEnglish } from '../../test/i18n';
import { offer, order, paymentSettings } from '../../test/payment-fixtures';
import { settingsQuery } from '../../site/api';
import { Component as RepeatOrderPage } from './repeat-order-page';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = { id: 3, method: 'creditcard' as const, label: '•••• 4242', holder: 'J. Doe' };

function serve(answers: (() => Response)[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/api/credits.php')) return json(200, offer({ stored_methods: [stored] }));
    if (url === '/api/repeat-order.php') {
      bodies.push(JSON.parse(String(init.body)));
      return answers[Math.min(bodies.length, answers.length) - 1]!();
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  return bodies;
}

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQuery.queryKey, me);
  queryClient.setQueryData(settingsQuery.queryKey, paymentSettings);
  const router = createMemoryRouter(
    [
      { path: '/credits/repeat-order', element: <RepeatOrderPage /> },
      { path: '/transactions/:id', element: <p>payment result</p> },
    ],
    { initialEntries: ['/credits/repeat-order?bundle=starter'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('repeat order (SPEC §2, §8)', () => {
  it('a declined stored card offers to retry the same order or pay with PayPal; the retry goes through', async () => {
    const bodies = serve([
      () => json(200, { order: order({ id: 50, bundle_id: 'starter', method: 'creditcard', status: 'failed', repeat: true }) }),
      () => json(200, { order: order({ id: 51, bundle_id: 'starter', method: 'creditcard', status: 'paid', repeat: true }) }),
    ]);
    const router = show();
    fireEvent.click(await screen.findByTestId('repeat-pay'));

    const declined = await screen.findByTestId('repeat-declined');
    expect(declined.textContent).toContain('Payment failed or has been cancelled.');
    expect(screen.getByTestId('repeat-paypal').getAttribute('href')).toBe('/credits/starter/paypal');

    fireEvent.click(screen.getByTestId('repeat-retry'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/51'));
    expect(router.state.location.search).toBe('?return=1');
    expect(bodies).toEqual([
      { bundle_id: 'starter', stored_method_id: 3 },
      { bundle_id: 'starter', stored_method_id: 3 },
    ]);
  });

  it('payment_failed from the server counts as a declined card too', async () => {
    serve([() => json(402, { error: { code: 'payment_failed', message: 'declined' } })]);
    show();
    fireEvent.click(await screen.findByTestId('repeat-pay'));
    expect(await screen.findByTestId('repeat-paypal')).toBeTruthy();
    expect(screen.getByTestId('repeat-retry')).toBeTruthy();
  });

  it('a pending charge goes on to the payment result page', async () => {
    serve([() => json(200, { order: order({ id: 52, status: 'pending', repeat: true }) })]);
    const router = show();
    fireEvent.click(await screen.findByTestId('repeat-pay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/52'));
  });
});
