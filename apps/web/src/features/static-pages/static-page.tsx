import { isPageToken, type Locale } from '@app/core';
import { type MouseEvent, useEffect, useMemo } from 'react';
import { Button } from 'react-bootstrap';
import { Printer } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useRouteName } from '../../hooks/use-route-name';
import { RouteErrorView } from '../../app/error-page';
import { inAppPath } from '../../app/app-link';
import { ApiError } from '../../lib/api-client';
import { isBanState } from '../../lib/ban-page';
import { staticPageQuery, useStaticPage } from './api';
import type { ServerRendered } from '../../app/page-state';
import { BanNotice } from './ban-notice';
import './static-pages.css';

/**
 * The page a route shows: /terms and the like by route name, `{token}` URLs by their token, which
 * may name a built-in page or one the site's operator published. A path that cannot be a token is
 * a 404 without asking; for any other the server says whether the page exists.
 */
export function loader({ params }: LoaderFunctionArgs): string | null {
  if (params.token === undefined) return null;
  if (!isPageToken(params.token)) throw data('This page could not be found', { status: 404 });
  return params.token;
}

/** The page's name: its token, else its route's name (pages-terms → terms). */
const pageName = (token: string | null, routeName: string) => token ?? routeName.replace(/^pages-/, '');

/**
 * The server renders the page's text in the interface language, into static.html: a first visit
 * loads the light script of src/static-entry/, not the app.
 */
export const handle: ServerRendered = {
  prefetch: ({ queryClient, routeId, loaderData, locale }) =>
    queryClient.prefetchQuery(staticPageQuery(pageName(loaderData as string | null, routeId), locale)),
  document: 'static',
};

interface Heading {
  id: string;
  /** The heading's text as the server rendered it: escaped, its inline markup left out. */
  html: string;
}

/**
 * The FAQ's questions, for a list of links at the top: read from the server's rendering of the
 * Markdown (render-markdown.ts writes `<h2 id="…">…</h2>`), so the server renders the list too.
 */
function sectionHeadings(html: string): Heading[] {
  return [...html.matchAll(/<h2 id="([^"]+)">(.*?)<\/h2>/g)].map(([, id, content]) => ({ id: id!, html: content!.replace(/<[^>]*>/g, '') }));
}

export function Component() {
  const { t, i18n } = useTranslation();
  const routeName = useRouteName();
  const byToken = useLoaderData<typeof loader>();
  const name = pageName(byToken, routeName!);
  const lang = i18n.resolvedLanguage as Locale;
  const { data: page, isPending, isError, error } = useStaticPage(name, lang);
  const navigate = useNavigate();
  const { hash, state } = useLocation();
  const toc = useMemo(() => (page?.name === 'faq' ? sectionHeadings(page.html) : []), [page]);
  useDocumentTitle(page?.title ?? t(`routes.pages-${name}`));

  // Content arrives after the first render: a link to one answer (/faq#...) scrolls there then.
  useEffect(() => {
    if (page && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [page, hash]);

  /** Links in the content to our own pages navigate inside the app instead of reloading it. */
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a[href]');
    const to = link instanceof HTMLAnchorElement ? inAppPath(event.nativeEvent, link) : null;
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  };

  // The error page's 404 for a token that names no published page (not thrown: nothing failed).
  if (error instanceof ApiError && error.status === 404) return <RouteErrorView error={error} />;

  return (
    <div className="container app-static-page py-4 py-md-5" data-route={routeName} data-page={name}>
      {name === 'ban' && isBanState(state) && <BanNotice until={state.until} />}
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <div className="alert alert-danger" role="alert">
          {t('errors.internal_error')}
        </div>
      ) : (
        <article lang={page.lang}>
          <header className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-4">
            <div>
              <h1 className="h2 mb-1">{page.title}</h1>
              {page.updated && (
                <p className="text-body-secondary small mb-0" data-testid="page-updated">
                  {t('static_pages.updated', { date: new Date(page.updated).toLocaleDateString(lang, { dateStyle: 'long', timeZone: 'UTC' }) })}
                </p>
              )}
            </div>
            <Button variant="outline-secondary" size="sm" className="app-static-actions d-inline-flex align-items-center gap-2" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {t('static_pages.print')}
            </Button>
          </header>
          {toc.length > 0 && (
            <nav className="app-static-toc card card-body mb-4" aria-label={t('static_pages.contents')}>
              <h2 className="h6 text-body-secondary">{t('static_pages.contents')}</h2>
              <ul className="mb-0">
                {toc.map((heading) => (
                  <li key={heading.id}>
                    {/* The server's own escaped rendering of the heading, as in the page's body below. */}
                    <a href={`#${heading.id}`} dangerouslySetInnerHTML={{ __html: heading.html }} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {/* Rendered by the server: our Markdown, or the operator's without raw HTML, every database value escaped. */}
          <div className="app-static-body" onClick={followLink} dangerouslySetInnerHTML={{ __html: page.html }} data-testid="page-body" />
        </article>
      )}
    </div>
  );
}
