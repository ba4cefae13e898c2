import { type Locale, type StaticPageName, StaticPageName as PageNameSchema } from '@app/core';
import { type MouseEvent, useEffect, useMemo } from 'react';
import { Button } from 'react-bootstrap';
import { Printer } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useRouteName } from '../../hooks/use-route-name';
import { isBanState } from '../../lib/ban-page';
import { useStaticPage } from './api';
import { BanNotice } from './ban-notice';
import './static-pages.css';

/**
 * The page a route shows: /terms and the like by route name, `{token}` URLs by their token. No
 * operator publishes pages of their own, so a token that names none of ours is a 404, as the server
 * says too.
 */
export function loader({ params }: LoaderFunctionArgs): StaticPageName | null {
  if (params.token === undefined) return null;
  const name = PageNameSchema.safeParse(params.token);
  if (!name.success) throw data('This page could not be found', { status: 404 });
  return name.data;
}

interface Heading {
  id: string;
  text: string;
}

/** The FAQ's questions, for a list of links at the top. */
function sectionHeadings(html: string): Heading[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('h2[id]')].map((h) => ({ id: h.id, text: h.textContent ?? '' }));
}

export function Component() {
  const { t, i18n } = useTranslation();
  const routeName = useRouteName();
  const byToken = useLoaderData<typeof loader>();
  const name = byToken ?? (routeName?.replace(/^pages-/, '') as StaticPageName);
  const lang = i18n.resolvedLanguage as Locale;
  const { data: page, isPending, isError } = useStaticPage(name, lang);
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
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || link.target) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };

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
                    <a href={`#${heading.id}`}>{heading.text}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {/* Our own Markdown, rendered by the server with every database value escaped. */}
          <div className="app-static-body" onClick={followLink} dangerouslySetInnerHTML={{ __html: page.html }} data-testid="page-body" />
        </article>
      )}
    </div>
  );
}
