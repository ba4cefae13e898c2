import { useQuery } from '@tanstack/react-query';
import { Stars } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { inFirstRows, ProfileCardView, ProfileGrid, ProfileGridItem } from '../../components/profile-card-view';
import { ProfileGridPlaceholder } from '../../components/profile-grid-placeholder';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { pathFor } from '../../route-table';
import { signupMatchesQuery } from './api';
import { CallError } from '../../components/call-error';

/** Right after signup: members who suit the new member, to like or write to right away. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('signup.matches.title'));
  return (
    <MemberOnly>
      <div className="container py-3 py-md-4" data-route="signup-matches">
        <Matches />
      </div>
    </MemberOnly>
  );
}

function Matches() {
  const { t } = useTranslation();
  const matches = useQuery(signupMatchesQuery);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1">{t('signup.matches.title')}</h1>
          <p className="text-body-secondary mb-0">{t('signup.matches.text')}</p>
        </div>
        <Link className="btn btn-outline-primary" to={pathFor('members')}>
          {t('nav.search_members')}
        </Link>
      </div>
      {matches.isPending && <ProfileGridPlaceholder />}
      {matches.isError && <CallError error={matches.error} onRetry={() => void matches.refetch()} />}
      {matches.data &&
        (matches.data.profiles.length > 0 ? (
          <ProfileGrid>
            {matches.data.profiles.map((profile, index) => (
              <ProfileGridItem key={profile.id}>
                <ProfileCardView profile={profile} eager={inFirstRows(index)} />
              </ProfileGridItem>
            ))}
          </ProfileGrid>
        ) : (
          <EmptyState icon={<Stars size={40} />} title={t('signup.matches.empty')}>
            <Link className="btn btn-primary" to={pathFor('members')}>
              {t('nav.search_members')}
            </Link>
          </EmptyState>
        ))}
    </>
  );
}
