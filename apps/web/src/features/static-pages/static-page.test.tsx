// @vitest-environment jsdom
import type { StaticPageResponse } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import nl from '../../i18n/locales/nl.json';
import { json } from '../../test/chat-fixtures';
import { initEnglish } from '../../test/i18n';
import { Component as StaticPage, loader } from './static-page';

beforeAll(async () => {
  await initEnglish();
  i18next.addResourceBundle('nl', 'translation', nl);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const PAGES: Record<string, Record<string, StaticPageResponse>> = {
  terms: {
    en: {
      name: 'terms',
      lang: 'en',
      title: 'Terms and conditions',
      html: '<h2 id="who-we-are">1. Who we are</h2>\n<p>See our <a href="/privacy">privacy policy</a>.</p>\n',
      updated: '2024-03-01T09:00:00.000Z',
    },
    nl: { name: 'terms', lang: 'nl', title: 'Algemene voorwaarden', html: '<p>Wie wij zijn</p>', updated: '2024-03-01T09:00:00.000Z' },
  },
  privacy: { en: { name: 'privacy', lang: 'en', title: 'Privacy policy', html: '<p>Your data.</p>', updated: null } },
  'summer-party': { en: { name: 'summer-party', lang: 'en', title: 'Summer party', html: '<p>Join us.</p>', updated: null } },
  faq: {
    en: {
      name: 'faq',
      lang: 'en',
      title: 'Frequently asked questions',
      html: '<h2 id="is-signing-up-free">Is signing up free?</h2><p>Yes.</p><h2 id="what-are-credits">What are credits?</h2><p>Coins.</p>',
      updated: null,
    },
  },
};

function serve() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname !== '/api/page.php') return json(404, { error: { code: 'not_found', message: 'Not found' } });
    asked.push(`${searchParams.get('name')}/${searchParams.get('lang')}`);
    const page = PAGES[searchParams.get('name')!]?.[searchParams.get('lang')!];
    return page ? json(200, page) : json(404, { error: { code: 'not_found', message: 'This page could not be found' } });
  });
  return asked;
}

function NotFound() {
  const error = useRouteError() as { status: number; data: string };
  return <p data-testid="error">{`${error.status} ${error.data}`}</p>;
}

function show(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pages = ['terms', 'privacy', 'faq'].map((name) => ({ id: `pages-${name}`, path: `/${name}`, loader, Component: StaticPage }));
  const router = createMemoryRouter(
    [...pages, { id: 'pages-token', path: '/:token', loader, Component: StaticPage, ErrorBoundary: NotFound }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('static page', () => {
  it('shows the page in the interface language with its version date and title', async () => {
    const asked = serve();
    show('/terms');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Terms and conditions');
    expect(screen.getByTestId('page-updated').textContent).toBe('Last updated March 1, 2024');
    expect(screen.getByRole('heading', { level: 2 }).id).toBe('who-we-are');
    await waitFor(() => expect(document.title).toBe('Terms and conditions'));
    expect(asked).toEqual(['terms/en']);

    await act(() => i18next.changeLanguage('nl'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Algemene voorwaarden'));
    expect(screen.getByTestId('page-updated').textContent).toBe('Laatst bijgewerkt op 1 maart 2024');
    expect(asked).toEqual(['terms/en', 'terms/nl']);
  });

  it('follows links in the content inside the app', async () => {
    serve();
    const router = show('/terms');
    fireEvent.click(await screen.findByRole('link', { name: 'privacy policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'));
    expect((await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).textContent).toBe('Privacy policy');
    expect(screen.queryByTestId('page-updated')).toBeNull();
  });

  it('lists the FAQ questions as links to their answers', async () => {
    serve();
    show('/faq');
    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    const links = [...contents.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Is signing up free?', '#is-signing-up-free'],
      ['What are credits?', '#what-are-credits'],
    ]);
  });

  it('opens a page the operator published by its token', async () => {
    const asked = serve();
    show('/summer-party');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Summer party');
    expect(asked).toEqual(['summer-party/en']);
  });

  it('is a 404 for a token that names no page, asking the server only for what can be a token', async () => {
    const asked = serve();
    show('/no-such-page');
    expect((await screen.findByRole('alert')).dataset.status).toBe('404');
    expect(asked).toEqual(['no-such-page/en']);
    cleanup();
    show('/Not_A.Token');
    expect((await screen.findByTestId('error')).textContent).toBe('404 This page could not be found');
    expect(asked).toEqual(['no-such-page/en']);
  });
});
