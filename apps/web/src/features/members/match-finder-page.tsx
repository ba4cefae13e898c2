import { useQuery } from '@tanstack/react-query';
import { ArrowClockwise, Stars } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { inFirstRows, ProfileCardView, ProfileGrid, ProfileGridItem } from '../../components/profile-card-view';
import { ProfileGridPlaceholder } from '../../components/profile-grid-placeholder';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { pathFor } from '../../route-table';
import { matchFinderQuery } from './api';
import { CallError } from '../../components/call-error';

/** /match-finder: members who suit the member, to like right away. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.match-finder'));
  return (
    <MemberOnly>
      <div className="container py-3 py-md-4" data-route="match-finder">
        <Suggestions />
      </div>
    </MemberOnly>
  );
}

function Suggestions() {
  const { t } = useTranslation();
  const suggestions = useQuery(matchFinderQuery);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1">{t('routes.match-finder')}</h1>
          <p className="text-body-secondary mb-0">{t('match_finder.intro')}</p>
        </div>
        <button
          type="button"
          className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
          onClick={() => void suggestions.refetch()}
          disabled={suggestions.isFetching}
        >
          <ArrowClockwise aria-hidden="true" />
          {t('match_finder.refresh')}
        </button>
      </div>
      {suggestions.isPending && <ProfileGridPlaceholder />}
      {suggestions.isError && <CallError error={suggestions.error} onRetry={() => void suggestions.refetch()} />}
      {suggestions.data &&
        (suggestions.data.profiles.length > 0 ? (
          <ProfileGrid>
            {suggestions.data.profiles.map((profile, index) => (
              <ProfileGridItem key={profile.id}>
                <ProfileCardView profile={profile} eager={inFirstRows(index)} />
              </ProfileGridItem>
            ))}
          </ProfileGrid>
        ) : (
          <EmptyState icon={<Stars size={40} />} title={t('match_finder.empty')}>
            <Link className="btn btn-primary" to={pathFor('members')}>
              {t('nav.search_members')}
            </Link>
          </EmptyState>
        ))}
    </>
  );
}
