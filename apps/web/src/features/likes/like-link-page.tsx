import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { MemberOnly } from '../../components/route-guards';
import { useShowLikeModal } from '../../hooks/use-like-modal';
import { api } from '../../lib/api-client';
import { pathFor } from '../../route-table';

/**
 * /likes/m/{id} (the link in a like e-mail): the like modal for that member over the received
 * likes; a member who cannot be shown leads to their profile page, which says why.
 */
export function Component() {
  return (
    <MemberOnly>
      <LikeLink />
    </MemberOnly>
  );
}

function LikeLink() {
  const { id = '' } = useParams();
  const memberId = Number(id);
  const valid = Number.isInteger(memberId) && memberId > 0;
  const member = useQuery({
    queryKey: ['member', memberId],
    queryFn: ({ signal }) => api('profile.php', 'MemberProfileResponse', { query: { id: memberId }, signal }),
    enabled: valid,
    retry: false,
  });
  const showLikeModal = useShowLikeModal();
  const navigate = useNavigate();
  const profile = member.data?.profile;
  useEffect(() => {
    if (!profile) return;
    showLikeModal(profile, profile.match ? 'match' : 'like');
    void navigate(pathFor('likes-type', { type: 'received' }), { replace: true });
  }, [profile, showLikeModal, navigate]);
  if (!valid || member.isError) return <Navigate to={pathFor('members-id', { id })} replace />;
  return (
    <div data-route="likes-m-id">
      <PageLoading />
    </div>
  );
}
