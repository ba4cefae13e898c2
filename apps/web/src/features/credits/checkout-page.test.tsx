// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../lib/session';
import { me, json } from '../../test/chat-fixtures';
import { initEnglish } from '../../test/i18n';
import { discountCode, offer, order, paymentSettings } from '../../test/payment-fixtures';
import { settingsQuery } from '../../site/api';
import { Component as CheckoutPage } from './checkout-page';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Calls {
  discountQueries: URLSearchParams[];
  payments: unknown[];
}

function serve({ discount, welcome = null }: { discount?: () => Response; welcome?: ReturnType<typeof discountCode> | null } = {}): Calls {
  const calls: Calls = { discountQueries: [], payments: [] };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/credits.php') return json(200, offer());
    if (pathname === '/api/discountcode.php' && searchParams.get('welcome') === 'true')
      return welcome ? json(200, { discount_code: welcome }) : json(404, { error: { code: 'code_not_found', message: 'none' } });
    if (pathname === '/api/discountcode.php') {
      calls.discountQueries.push(searchParams);
      return discount!();
    }
    if (pathname === '/api/payments.php' && init.method === 'POST') {
      calls.payments.push(JSON.parse(String(init.body)));
      return json(200, { order: order(), checkout_url: 'https://pay.example/checkout/41' });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  return calls;
}

function show(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQuery.queryKey, me);
  queryClient.setQueryData(settingsQuery.queryKey, paymentSettings);
  const router = createMemoryRouter(
    [
      { path: '/credits/:id/:paymentmethod?', element: <CheckoutPage /> },
      { path: '/directdebit', element: <p>direct debit page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const radio = (method: string) => screen.getByTestId(`method-${method}`) as HTMLInputElement;

describe('checkout (issue 6)', () => {
  it('the chosen method lives in the URL: a shared link preselects it, choosing another changes it, back restores it', async () => {
    serve();
    const router = show('/credits/popular/paypal');
    await screen.findByTestId('method-picker');
    expect(radio('paypal').checked).toBe(true);
    expect(screen.getByTestId('summary-total').textContent).toBe('€59.99');

    fireEvent.click(radio('creditcard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/popular/creditcard'));
    expect(radio('creditcard').checked).toBe(true);

    await router.navigate(-1);
    await waitFor(() => expect(radio('paypal').checked).toBe(true));
  });

  it('without a method in the URL the first is selected; Apple Pay only shows where the browser supports it; direct debit links to its form', async () => {
    serve();
    show('/credits/popular');
    await screen.findByTestId('method-picker');
    expect(radio('ideal').checked).toBe(true);
    expect(screen.queryByTestId('method-applepay')).toBeNull();
    expect(screen.getByTestId('method-directdebit').getAttribute('href')).toBe('/directdebit?bundle=popular');
    cleanup();

    vi.stubGlobal('ApplePaySession', { canMakePayments: () => true });
    show('/credits/popular');
    expect(await screen.findByTestId('method-applepay')).toBeTruthy();
  });

  it('an unknown bundle says so and leads back to the bundles', async () => {
    serve();
    show('/credits/nonsense');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('This bundle does not exist');
    expect(screen.getByRole('link', { name: 'All bundles' }).getAttribute('href')).toBe('/credits');
  });

  it('a discount code is checked with the bundle and method and lowers the total', async () => {
    const calls = serve({ discount: () => json(200, { discount_code: discountCode() }) });
    show('/credits/popular/ideal');
    await screen.findByTestId('method-picker');
    fireEvent.change(screen.getByTestId('discount-input'), { target: { value: ' spring10 ' } });
    fireEvent.click(screen.getByTestId('discount-apply'));
    expect((await screen.findByTestId('discount-applied')).textContent).toContain('Code SPRING10: 10% off applied');
    expect(Object.fromEntries(calls.discountQueries[0]!)).toEqual({ code: 'SPRING10', bundle_id: 'popular', method: 'ideal' });
    expect(screen.getByTestId('summary-discount').textContent).toContain('−€6.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('€53.99');
    expect(screen.getByTestId('pay-button').textContent).toContain('Pay €53.99');
  });

  it('a refused code shows the translated reason and keeps what was typed', async () => {
    serve({ discount: () => json(404, { error: { code: 'code_already_used', message: 'used' } }) });
    show('/credits/popular/ideal');
    await screen.findByTestId('method-picker');
    const input = screen.getByTestId('discount-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'USED1' } });
    fireEvent.click(screen.getByTestId('discount-apply'));
    expect((await screen.findByTestId('discount-error')).textContent).toBe('Code already used');
    expect(input.value).toBe('USED1');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('summary-total').textContent).toBe('€59.99');
  });

  it('a minimum order shows as money', async () => {
    serve({
      discount: () => json(422, { error: { code: 'code_minimum_order', message: 'min', params: { amount: 10000, currency: 'EUR' } } }),
    });
    show('/credits/popular/ideal');
    await screen.findByTestId('method-picker');
    fireEvent.change(screen.getByTestId('discount-input'), { target: { value: 'BIG' } });
    fireEvent.click(screen.getByTestId('discount-apply'));
    expect((await screen.findByTestId('discount-error')).textContent).toBe('This code is valid for orders of €100.00 or more.');
  });

  it('the welcome bonus applies by itself and is sent with the payment, which leaves for the provider', async () => {
    const calls = serve({ welcome: discountCode({ code: 'TIMEBONUS25', value_percentage: 25, validity: 'once_per_user' }) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    show('/credits/popular/ideal');
    expect((await screen.findByTestId('discount-applied')).textContent).toContain('25% welcome bonus applied');
    expect(screen.getByTestId('summary-total').textContent).toBe('€44.99');

    fireEvent.click(screen.getByTestId('pay-button'));
    fireEvent.click(await screen.findByTestId('confirm-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/41'));
    expect(calls.payments).toEqual([{ bundle_id: 'popular', method: 'ideal', discount_code: 'TIMEBONUS25' }]);
  });

  it('a code the link carries (?code=, the retention offer) is applied at once, kept when the method changes, and sent with the payment', async () => {
    const retention = discountCode({ code: 'STAY-ABCD2345', value_percentage: 50, validity: 'once_per_user' });
    const calls = serve({ discount: () => json(200, { discount_code: retention }), welcome: discountCode({ code: 'TIMEBONUS25', value_percentage: 25 }) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const router = show('/credits/popular/ideal?code=STAY-ABCD2345');
    // The carried code wins over the welcome bonus, as a typed one does.
    await waitFor(() => expect(screen.getByTestId('discount-applied').textContent).toContain('Code STAY-ABCD2345: 50% off applied'));
    expect(Object.fromEntries(calls.discountQueries[0]!)).toEqual({ code: 'STAY-ABCD2345', bundle_id: 'popular', method: 'ideal' });
    expect(screen.getByTestId('summary-total').textContent).toBe('€29.99');

    fireEvent.click(radio('creditcard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/popular/creditcard'));
    expect(router.state.location.search).toBe('?code=STAY-ABCD2345');
    expect(screen.getByTestId('summary-total').textContent).toBe('€29.99');
    expect(calls.discountQueries).toHaveLength(1);

    fireEvent.click(screen.getByTestId('pay-button'));
    fireEvent.click(await screen.findByTestId('confirm-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.payments).toEqual([{ bundle_id: 'popular', method: 'creditcard', discount_code: 'STAY-ABCD2345' }]);
  });

  it('a carried code that can no longer be used says why', async () => {
    serve({ discount: () => json(422, { error: { code: 'code_expired', message: 'expired' } }) });
    show('/credits/popular/ideal?code=STAY-ABCD2345');
    expect((await screen.findByTestId('discount-error')).textContent).toBe('This code has expired.');
    expect(screen.getByTestId('summary-total').textContent).toBe('€59.99');
  });
});
