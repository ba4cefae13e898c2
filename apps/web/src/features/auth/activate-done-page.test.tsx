// @vitest-environment jsdom
import type { User } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, me } from '../../test/chat-fixtures';
import { initEnglish } from '../../test/i18n';
import { Component as ActivateDonePage } from './activate-done-page';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The activation link landed here; the server answers GET user.php with `user`. */
function open(user: User | null) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.startsWith('/api/user.php')) return json(200, { user });
    throw new Error(`unexpected fetch ${url}`);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/activate/done', element: <ActivateDonePage /> }], {
    initialEntries: ['/activate/done'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/activate/done', () => {
  it('sends the member on to the members', async () => {
    open({ ...me, status: 'confirmed' });
    expect((await screen.findByRole('link', { name: 'Continue to the members' })).getAttribute('href')).toBe('/members');
  });

  it('asks a browser that is not logged in to log in, then go on to the members', async () => {
    open(null);
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login?next=%2Fmembers');
    expect(screen.getByRole('heading').textContent).toBe('Your account is activated');
  });
});
