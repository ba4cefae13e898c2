import { useQuery } from '@tanstack/react-query';
import { BoxArrowUpRight } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCurrentUser } from '../../hooks/use-session';
import { pathFor } from '../../route-table';
import { ownProfileQuery } from '../../hooks/use-own-profile';
import { PhotosSection } from './photos-section';
import { ProfileForm } from './profile-form';
import { CallError } from '../../components/call-error';

/** /profile: the member's own photos and profile (members only). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.profile'));
  return (
    <MemberOnly>
      <div className="container py-3 py-md-4" data-route="profile">
        <div className="row justify-content-center">
          <div className="col-lg-10 col-xl-9">
            <OwnProfilePage />
          </div>
        </div>
      </div>
    </MemberOnly>
  );
}

function OwnProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const profile = useQuery(ownProfileQuery);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('routes.profile')}</h1>
        {user && (
          <Link className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-2" to={pathFor('members-id', { id: String(user.id) })}>
            <BoxArrowUpRight aria-hidden="true" />
            {t('own_profile.view_as_others')}
          </Link>
        )}
      </div>
      <PhotosSection />
      {profile.isPending && <PageLoading />}
      {profile.isError && <CallError error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && <ProfileForm profile={profile.data.profile} />}
    </>
  );
}
