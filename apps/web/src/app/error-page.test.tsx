// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initEnglish } from '../test/i18n';
import { describeRouteError, ErrorPage } from './error-page';

beforeAll(initEnglish);
afterEach(cleanup);

function showErrorFrom(loader: () => never) {
  const router = createMemoryRouter([{ path: '/', loader, element: <p>never</p>, errorElement: <ErrorPage /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('error page (SPEC §8)', () => {
  it('says a page could not be found and links home on 404', async () => {
    showErrorFrom(() => {
      throw data('missing', { status: 404 });
    });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows a thrown error with its message and status 500', async () => {
    showErrorFrom(() => {
      throw new Error('The members could not be loaded');
    });
    expect(await screen.findByText('The members could not be loaded')).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('falls back to a plain page when showing the error fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new Error();
    Object.defineProperty(broken, 'message', {
      get() {
        throw new Error('message unreadable');
      },
    });
    showErrorFrom(() => {
      throw broken;
    });
    expect(await screen.findByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByText('message unreadable')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('uses Error and 500 when nothing better is known', () => {
    expect(describeRouteError('something odd')).toEqual({ status: 500, message: 'Error' });
    expect(describeRouteError(new Error(''))).toEqual({ status: 500, message: 'Error' });
  });
});
