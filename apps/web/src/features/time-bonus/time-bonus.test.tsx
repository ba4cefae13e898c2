// @vitest-environment jsdom
import type { DiscountCode, User } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { welcomeDiscountQuery } from '../../lib/payments';
import { userQuery } from '../../lib/session';
import { json, me } from '../../test/chat-fixtures';
import { initEnglish } from '../../test/i18n';
import { TimeBonusModal } from './time-bonus-modal';
import { TimeBonusStrip } from './time-bonus-strip';

const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const FRESH: User = { ...me, credits: 0, paid_user: false };

function bonus(secondsLeft: number): DiscountCode {
  return {
    code: 'TIMEBONUS25',
    country: null,
    user_id: FRESH.id,
    expires: new Date(NOW + secondsLeft * 1000).toISOString(),
    value_percentage: 25,
    currency: null,
    minimum_order_value: null,
    status: 'active',
    validity: 'once_per_user',
    expired: false,
    paymentmethods: null,
  };
}

const served = { user: FRESH as User | null, discount: bonus(3 * 3600 + 59 * 60 + 12) as DiscountCode | null | 'error' };
const discountCalls = vi.fn();

beforeAll(async () => {
  await initEnglish();
  // The dialog is a lazy chunk: loaded here, so the fake clock decides when the modal shows.
  await import('./time-bonus-dialog');
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  served.user = FRESH;
  served.discount = bonus(3 * 3600 + 59 * 60 + 12);
  discountCalls.mockClear();
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.startsWith('/api/user.php')) return json(200, { user: served.user });
    if (url.startsWith('/api/discountcode.php')) {
      discountCalls(url);
      return served.discount === 'error'
        ? json(500, { error: { code: 'internal_error', message: 'Broken' } })
        : json(200, { discount_code: served.discount });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** The layout's two pieces on a few routes, named as the app names them (route ids). */
async function show(path = '/members', { cached = true } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQuery.queryKey, served.user);
  if (cached && served.user && served.discount && served.discount !== 'error') queryClient.setQueryData(welcomeDiscountQuery(served.user.id).queryKey, served.discount);
  const layout = (
    <>
      <TimeBonusStrip />
      <TimeBonusModal />
    </>
  );
  const router = createMemoryRouter(
    ['members', 'members-id', 'profile', 'credits'].map((id) => ({
      id,
      path: { members: '/members', 'members-id': '/members/:id', profile: '/profile', credits: '/credits' }[id],
      element: layout,
    })),
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await advance(0);
  return { queryClient, router };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const strip = () => screen.queryByTestId('time-bonus-strip');
const modal = () => screen.queryByTestId('time-bonus-modal');
const countdowns = () => screen.queryAllByTestId('time-bonus-countdown').map((node) => node.textContent);

describe('the welcome time bonus (SPEC §4)', () => {
  it('is loaded for a non-paid member and counts down every second as hh:mm:ss', async () => {
    await show('/profile', { cached: false });
    await advance(0);
    expect(discountCalls).toHaveBeenCalledWith('/api/discountcode.php?welcome=true');
    expect(strip()?.textContent).toContain('25% welcome bonus');
    expect(countdowns()).toEqual(['03:59:12']);
    await advance(1000);
    expect(countdowns()).toEqual(['03:59:11']);
    // Three hours of ticks at once: the clock jumps, the next tick shows it.
    vi.setSystemTime(Date.now() + 3 * 3600 * 1000 + 4000);
    await advance(1000);
    expect(countdowns()).toEqual(['00:59:06']);
  });

  it('clears at zero', async () => {
    served.discount = bonus(3);
    const { queryClient } = await show('/profile');
    expect(countdowns()).toEqual(['00:00:03']);
    await advance(2000);
    expect(countdowns()).toEqual(['00:00:01']);
    await advance(1000);
    expect(strip()).toBeNull();
    expect(queryClient.getQueryData(welcomeDiscountQuery(FRESH.id).queryKey)).toBeNull();
  });

  it('is never asked for by a paid member or a visitor', async () => {
    served.user = { ...FRESH, paid_user: true };
    await show('/profile', { cached: false });
    await advance(0);
    cleanup();
    served.user = null;
    await show('/profile', { cached: false });
    await advance(0);
    expect(discountCalls).not.toHaveBeenCalled();
    expect(strip()).toBeNull();
  });

  it.each([
    ['no bonus for the member', null],
    ['a failing call (SPEC §8: ignored)', 'error'],
  ] as const)('%s shows nothing', async (_case, answer) => {
    served.discount = answer;
    await show('/profile', { cached: false });
    await advance(0);
    expect(discountCalls).toHaveBeenCalled();
    expect(strip()).toBeNull();
  });

  it('clears at once when the member becomes paid', async () => {
    const { queryClient } = await show('/profile');
    expect(strip()).not.toBeNull();
    const paid: User = { ...FRESH, paid_user: true, credits: 275 };
    act(() => {
      queryClient.setQueryData(userQuery.queryKey, paid);
    });
    await advance(0);
    expect(strip()).toBeNull();
    expect(queryClient.getQueryData(welcomeDiscountQuery(FRESH.id).queryKey)).toBeNull();
  });

  it('the strip can be hidden for the rest of the visit and leads to /credits', async () => {
    const { router } = await show('/profile');
    expect(screen.getByTestId('time-bonus-strip-cta').getAttribute('href')).toBe('/credits');
    fireEvent.click(screen.getByRole('button', { name: 'Hide this offer' }));
    expect(strip()).toBeNull();
    cleanup();
    await show('/profile');
    expect(strip()).toBeNull();
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('the time-bonus modal (SPEC §4)', () => {
  it('opens 40 s after entering the members area with 0 credits', async () => {
    await show('/members');
    await advance(39_999);
    expect(modal()).toBeNull();
    await advance(1);
    expect(modal()?.textContent).toContain('Your 25% welcome bonus');
    expect(countdowns()).toContain('03:58:32');
    expect(screen.getByRole('link', { name: 'Get 25% off now' }).getAttribute('href')).toBe('/credits');
  });

  it('does not open for a member with credits, or outside the members area', async () => {
    served.user = { ...FRESH, credits: 5 };
    await show('/members');
    await advance(60_000);
    expect(modal()).toBeNull();
    cleanup();
    served.user = FRESH;
    await show('/profile');
    await advance(60_000);
    expect(modal()).toBeNull();
  });

  it('keeps the timer while walking inside the area; leaving the area cancels it', async () => {
    const { router } = await show('/members');
    await advance(30_000);
    await act(() => router.navigate('/members/12'));
    await advance(10_000);
    expect(modal()).not.toBeNull();
    cleanup();

    const second = await show('/members');
    await advance(30_000);
    await act(() => second.router.navigate('/profile'));
    await advance(20_000);
    expect(modal()).toBeNull();
    await act(() => second.router.navigate('/members'));
    await advance(39_000);
    expect(modal()).toBeNull();
    await advance(1000);
    expect(modal()).not.toBeNull();
  });

  it('closing stores a dismissal that outlives the page', async () => {
    await show('/members');
    await advance(40_000);
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    await advance(1000);
    expect(modal()).toBeNull();
    expect(localStorage.getItem(`dismissed.time-bonus-modal.${FRESH.id}`)).toBe(String(NOW + 40_000));
    cleanup();
    await show('/members');
    await advance(60_000);
    expect(modal()).toBeNull();
  });
});
