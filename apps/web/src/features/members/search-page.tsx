import { CallError } from '../../components/call-error';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Search } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { TakeOverInTurn } from '../../app/take-over';
import { PaginationNav } from '../../components/pagination-nav';
import { FictionalLegend } from '../../components/fictional-badge';
import { inFirstRows, ProfileCardView, ProfileGrid, ProfileGridItem } from '../../components/profile-card-view';
import { ProfileGridPlaceholder } from '../../components/profile-grid-placeholder';
import { SignupCta } from '../../components/signup-cta';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { prefetchRegionNames } from '../../hooks/use-region-name';
import { ApiError } from '../../lib/api-client';
import { settingsQuery, useSettings } from '../../site/api';
import { searchQuery } from './api';
import type { ServerRendered } from '../../app/page-state';
import { SearchFilters } from './search-filters';
import { defaultSearch, pageNumbers, type SearchState, searchParamsFromState, searchStateFromParams, withFilters } from './search-state';

/** The server renders the first page of results the address asks for. */
export const handle: ServerRendered = {
  prefetch: async ({ queryClient, url }) => {
    const niche = queryClient.getQueryData(settingsQuery.queryKey)?.settings.niche;
    const query = searchQuery(searchStateFromParams(url.searchParams, niche));
    await queryClient.prefetchQuery(query);
    const found = queryClient.getQueryData(query.queryKey);
    await prefetchRegionNames(queryClient, [...(found?.results ?? []), ...(found?.similar ?? [])]);
  },
};

/** How many members the search found. A part of its own: the page's first plural and number (issue #20). */
function ResultCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <p className="text-body-secondary mb-2" role="status" data-testid="result-count">
      {t('search.result_count', { count })}
    </p>
  );
}

/** /members: search with filters, result count, page numbers and similar results (SPEC §3). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.members'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const niche = useSettings()?.niche;
  const state = searchStateFromParams(searchParams, niche);
  const search = useQuery(searchQuery(state));
  const resultsTop = useRef<HTMLDivElement>(null);

  const hrefOf = (next: SearchState) => {
    const query = searchParamsFromState(next, niche).toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  // Each change is a history entry, so back and forward walk through the searches.
  const go = (next: SearchState) => void navigate(hrefOf(next));
  // Two quick changes must build on each other: the address has the newest state before a re-render does.
  const currentState = () => searchStateFromParams(new URLSearchParams(window.location.search), niche);

  // A new page of results starts at its top.
  const page = state.page;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    resultsTop.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const loginRequired = search.error instanceof ApiError && search.error.code === 'login_required';
  const data = search.data;
  return (
    <div className="container py-3 py-md-4" data-route="members">
      <h1 className="h3 mb-3">{t('routes.members')}</h1>
      {loginRequired ? (
        <SignupCta title={t('search.login_required_title')} text={t('search.login_required_text')} />
      ) : (
        <>
          <TakeOverInTurn>
            <SearchFilters state={state} onChange={(change) => go(withFilters(currentState(), change))} onReset={() => go(defaultSearch(niche))} />
          </TakeOverInTurn>
          <div ref={resultsTop} className="app-scroll-anchor" />
          {search.isError && !data && (
            <CallError error={search.error} onRetry={() => void search.refetch()} className="mt-3" />
          )}
          {!data && search.isPending && (
            <div className="mt-3">
              <ProfileGridPlaceholder />
            </div>
          )}
          {data && (
            <div className={`mt-3 app-results${search.isPlaceholderData ? ' app-results-loading' : ''}`} aria-busy={search.isFetching}>
              <TakeOverInTurn>
                <ResultCount count={data.numResults} />
              </TakeOverInTurn>
              <FictionalLegend shown={data.results.some((profile) => profile.fictional)} />
              {data.results.length > 0 ? (
                <ProfileGrid>
                  {data.results.map((profile, index) => (
                    <ProfileGridItem key={profile.id}>
                      <ProfileCardView profile={profile} eager={inFirstRows(index)} />
                    </ProfileGridItem>
                  ))}
                </ProfileGrid>
              ) : (
                <EmptyState icon={<Search size={40} />} title={t('search.no_results')} text={t('search.no_results_text')}>
                  <button type="button" className="btn btn-outline-primary" onClick={() => go(defaultSearch(niche))}>
                    {t('search.reset')}
                  </button>
                </EmptyState>
              )}
              <PaginationNav
                page={data.pageNumber}
                pages={data.pages}
                numbers={pageNumbers(data.pageNumber, data.pages)}
                hrefOf={(number) => hrefOf({ ...state, page: number })}
              />
              {data.similar.length > 0 && (
                <section className="mt-5" aria-labelledby="similar-title" data-testid="similar-results">
                  <h2 className="h5 mb-1" id="similar-title">
                    {t('search.similar_title')}
                  </h2>
                  <p className="text-body-secondary small mb-3">{t('search.similar_text', { count: data.numSimilar })}</p>
                  <ProfileGrid>
                    {data.similar.map((profile) => (
                      <ProfileGridItem key={profile.id}>
                        <ProfileCardView profile={profile} headingLevel={3} />
                      </ProfileGridItem>
                    ))}
                  </ProfileGrid>
                </section>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
