// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../lib/session';
import { json } from '../../test/chat-fixtures';
import { initEnglish } from '../../test/i18n';
import { Component as NotificationsPage } from './notifications-page';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'a-token-long-enough';

/** The server answers the confirming POST as it did the question, with what the link switches off. */
function serve(get: () => Response, post: () => Response = get) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url.startsWith('/api/unsubscribe.php')) return init.method === 'POST' ? post() : get();
    if (url.startsWith('/api/user.php')) return json(200, { user: null });
    throw new Error(`unexpected fetch ${url}`);
  });
  return calls;
}

/** A visitor opens the mailed link: no login needed. */
function open() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQuery.queryKey, null);
  const router = createMemoryRouter([{ id: 'notifications', path: '/notifications', element: <NotificationsPage /> }], {
    initialEntries: [`/notifications?unsubscribe=${TOKEN}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/notifications?unsubscribe= (the mailed link)', () => {
  it('asks first, changes nothing until confirmed, then says what stopped', async () => {
    const calls = serve(() => json(200, { type: 'like', email: 'john@gmail.com' }));
    open();
    expect((await screen.findByTestId('unsubscribe-question')).textContent).toContain(
      'Unsubscribe from new like e-mails for john@gmail.com?',
    );
    expect(calls.filter((call) => call.includes('unsubscribe'))).toEqual([`GET /api/unsubscribe.php?token=${TOKEN}`]);
    fireEvent.click(screen.getByTestId('unsubscribe-confirm'));
    expect((await screen.findByTestId('unsubscribe-done')).textContent).toContain('You will no longer get new like e-mails.');
    expect(calls).toContain(`POST /api/unsubscribe.php?token=${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe('/notifications');
  });

  it('says so when the link expired or is invalid', async () => {
    serve(() => json(404, { error: { code: 'not_found', message: 'Token not found' } }));
    open();
    expect((await screen.findByTestId('unsubscribe-invalid')).textContent).toBe('This link has expired or is invalid.');
  });

  it('says so when the link is spent between asking and confirming', async () => {
    serve(
      () => json(200, { type: 'message', email: 'john@gmail.com' }),
      () => json(400, { error: { code: 'validation_failed', message: 'Invalid token' } }),
    );
    open();
    fireEvent.click(await screen.findByTestId('unsubscribe-confirm'));
    expect((await screen.findByTestId('unsubscribe-invalid')).textContent).toBe('This link has expired or is invalid.');
  });
});
