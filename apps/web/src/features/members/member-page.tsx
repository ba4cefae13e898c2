import { CallError } from '../../components/call-error';
import type { MemberProfile, ProfileField } from '@app/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, DropdownItem } from 'react-bootstrap';
import { Alert } from '../../components/alert';
import { ChatDotsFill, ExclamationTriangleFill, Flag, HeartFill, PersonSlash, SlashCircle, ThreeDots } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLoaderData } from 'react-router';
import { RouteErrorView } from '../../app/error-page';
import { TakeOverInTurn } from '../../app/take-over';
import { ConversationLimit, reachedConversationLimit } from '../../components/conversation-limit';
import { FictionalMark } from '../../components/fictional-badge';
import { InterestChips } from '../../components/interest-chips';
import { LazyDropdown } from '../../components/lazy-dropdown';
import { LikeButton } from '../../components/like-button';
import { MemberLocation } from '../../components/member-location';
import { PageLoading } from '../../components/page-loading';
import { PendingButton } from '../../components/pending-button';
import { SignupCta } from '../../components/signup-cta';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { prefetchRegionNames } from '../../hooks/use-region-name';
import { useCurrentUser } from '../../hooks/use-session';
import { useOpenSignup } from '../../hooks/use-signup-modal';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { chatsQuery } from '../../lib/chat-queries';
import { likesQuery } from '../../lib/likes';
import { memberIdLoader } from '../../lib/member-id';
import { memberQuery } from '../../lib/member-profile';
import { pathFor } from '../../route-table';
import { interestsQuery, useSettings } from '../../site/api';
import { useBlock } from './api';
import { MemberGallery } from './member-gallery';
import type { ServerRendered } from '../../app/page-state';

// Loaded when a member asks to block: the dialog and its report form (with zod's checks) are not
// worth their weight in every profile's first load (issue 20).
const BlockConfirm = lazy(() => import('./block-confirm'));

export const loader = memberIdLoader;

/** The server renders the profile (the loader has turned away addresses that name no member). */
export const handle: ServerRendered = {
  prefetch: async ({ queryClient, params }) => {
    const id = Number(params.id);
    await Promise.all([queryClient.prefetchQuery(memberQuery(id)), queryClient.prefetchQuery(interestsQuery)]);
    const profile = queryClient.getQueryData(memberQuery(id).queryKey)?.profile;
    await prefetchRegionNames(queryClient, profile ? [profile] : []);
  },
};

/** /members/{id}: a member's profile with photos, details, like, chat, block and report. */
export function Component() {
  const id = useLoaderData<typeof memberIdLoader>();
  return <MemberPage key={id} id={id} />;
}

function MemberPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const member = useQuery(memberQuery(id));
  const profile = member.data?.profile;
  const error = member.error;
  // No such member: the error page's 404, shown rather than thrown (nothing failed), as the server's status says.
  const missing = !profile && error instanceof ApiError && error.status === 404;
  useDocumentTitle(missing ? t('errors.page_not_found') : (profile?.name ?? t('routes.members-id')));
  useSeenLike(profile);

  if (missing) return <RouteErrorView error={error} />;
  let body;
  if (profile) body = <ProfileView profile={profile} />;
  else if (error instanceof ApiError && error.code === 'blocked') body = <BlockedNotice />;
  else if (error instanceof ApiError && error.code === 'login_required') body = <SignupCta />;
  else if (error) body = <CallError error={error} onRetry={() => void member.refetch()} />;
  else body = <PageLoading />;
  return (
    <div className="container py-3 py-md-4" data-route="members-id">
      {body}
    </div>
  );
}

/** Opening a profile as a member marks that member's like as seen on the server: the likes follow. */
function useSeenLike(profile: MemberProfile | undefined) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const shownId = profile?.id;
  const likesYou = profile?.likes_you;
  useEffect(() => {
    if (shownId !== undefined && user && likesYou) void queryClient.invalidateQueries({ queryKey: likesQuery.queryKey });
  }, [shownId, likesYou, user, queryClient]);
}

function BlockedNotice() {
  const { t } = useTranslation();
  return (
    <div className="card border-0 shadow-sm text-center mx-auto app-narrow" data-testid="blocked-notice">
      <div className="card-body p-4 p-md-5">
        <SlashCircle size={40} className="text-danger mb-3" aria-hidden="true" />
        <h1 className="h4">{t('members.blocked_title')}</h1>
        <p className="text-body-secondary">{t('errors.blocked')}</p>
        <Link className="btn btn-primary" to={pathFor('members')}>
          {t('nav.search_members')}
        </Link>
      </div>
    </div>
  );
}

/** Details shown as 'label: value', when the site shows that field (settings visible_profile_fields). */
const DETAIL_FIELDS = ['gender', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status'] as const;

function ProfileView({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { data: user } = useCurrentUser();
  const visible = new Set<ProfileField>(settings?.visible_profile_fields ?? []);
  const details = DETAIL_FIELDS.flatMap((field) => {
    const value = profile[field];
    return visible.has(field) && value ? [{ field, value }] : [];
  });
  const showLocation = visible.has('region') || visible.has('city') || visible.has('country');
  return (
    <div className="row g-4" data-testid="member-profile" data-profile-id={profile.id}>
      {/* The photos and the profile are taken over each in a turn of its own (app/take-over.tsx). */}
      <TakeOverInTurn>
        <div className="col-md-6 col-lg-5">
          <MemberGallery name={profile.name} photos={profile.photos} />
        </div>
      </TakeOverInTurn>
      <TakeOverInTurn>
        <div className="col-md-6 col-lg-7">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <h1 className="h2 mb-0 d-flex align-items-center gap-2">
              {profile.name}
              {visible.has('age') && <span className="fw-normal text-body-secondary">{profile.age}</span>}
            </h1>
            <FictionalMark fictional={profile.fictional} size={16} />
            {profile.match ? (
              <Badge bg="primary" className="d-inline-flex align-items-center gap-1">
                <HeartFill aria-hidden="true" /> {t('likes.match_badge')}
              </Badge>
            ) : (
              profile.likes_you && (
                <Badge bg="secondary" className="d-inline-flex align-items-center gap-1">
                  <HeartFill aria-hidden="true" /> {t('likes.likes_you')}
                </Badge>
              )
            )}
          </div>
          {showLocation && (
            <p className="text-body-secondary mb-3">
              <MemberLocation
                country={profile.country}
                region={visible.has('region') ? profile.region : ''}
                city={visible.has('city') ? profile.city : ''}
              />
            </p>
          )}
          {profile.fictional && settings?.fictional_warning && (
            <Alert variant="info" className="d-flex gap-2 align-items-start small" data-testid="fictional-warning">
              <ExclamationTriangleFill className="flex-shrink-0 mt-1" aria-hidden="true" />
              <span>{settings.fictional_warning}</span>
            </Alert>
          )}
          {user?.id === profile.id ? (
            <OwnProfileNote />
          ) : profile.blocked_by_you ? (
            <BlockedByYou profile={profile} />
          ) : (
            <Actions profile={profile} member={Boolean(user)} />
          )}
          {profile.about && (
            <section className="mb-4" aria-labelledby="about-title">
              <h2 className="h6 text-uppercase text-body-secondary mb-2" id="about-title">
                {t('fields.about')}
              </h2>
              <p className="mb-0 app-about">{profile.about}</p>
            </section>
          )}
          {details.length > 0 && (
            <section className="mb-4" aria-labelledby="details-title">
              <h2 className="h6 text-uppercase text-body-secondary mb-2" id="details-title">
                {t('members.details')}
              </h2>
              <dl className="row mb-0 app-details">
                {details.map(({ field, value }) => (
                  <div className="col-sm-6 d-flex gap-2 mb-1" key={field}>
                    <dt className="fw-normal text-body-secondary">{t(`members.fields.${field}`)}</dt>
                    <dd className="mb-0 fw-semibold">{t(`profile.${field}.${value}`)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {visible.has('interests') && profile.interests.length > 0 && (
            <section className="mb-4" aria-labelledby="interests-title">
              <h2 className="h6 text-uppercase text-body-secondary mb-2" id="interests-title">
                {t('fields.interests')}
              </h2>
              <InterestChips interests={profile.interests} />
            </section>
          )}
        </div>
      </TakeOverInTurn>
    </div>
  );
}

function Actions({ profile, member }: { profile: MemberProfile; member: boolean }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const chats = useQuery({ ...chatsQuery, enabled: member }).data?.chats;
  // Said before the Chat button is tapped, not after: a third conversation would be refused.
  const limited = reachedConversationLimit(user, chats, profile.id);
  const openSignup = useOpenSignup();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const chatPath = pathFor('members-id-chat', { id: String(profile.id) });
  const reportPath = `${pathFor('complaints')}?profile_id=${profile.id}`;
  return (
    <div className="d-flex flex-wrap gap-2 mb-4">
      <LikeButton profile={profile} variant="full" className="btn-lg" />
      {member ? (
        <Link className="btn btn-secondary btn-lg d-inline-flex align-items-center gap-2" to={chatPath} data-testid="chat-button">
          <ChatDotsFill aria-hidden="true" />
          {t('members.chat')}
        </Link>
      ) : (
        <button type="button" className="btn btn-secondary btn-lg d-inline-flex align-items-center gap-2" onClick={openSignup} data-testid="chat-button">
          <ChatDotsFill aria-hidden="true" />
          {t('members.chat')}
        </button>
      )}
      <LazyDropdown
        id="member-more"
        align="end"
        variant="outline-secondary"
        size="lg"
        toggleClassName="app-no-caret"
        label={t('members.more')}
        data-testid="member-more"
        toggle={<ThreeDots aria-hidden="true" />}
      >
        {member && (
          <DropdownItem as="button" onClick={() => setConfirmBlock(true)} data-testid="block">
            <PersonSlash className="me-2" aria-hidden="true" />
            {t('members.block')}
          </DropdownItem>
        )}
        <DropdownItem as={Link} to={reportPath} data-testid="report">
          <Flag className="me-2" aria-hidden="true" />
          {t('members.report')}
        </DropdownItem>
      </LazyDropdown>
      {confirmBlock && (
        <Suspense fallback={null}>
          <BlockConfirm profile={profile} onClose={() => setConfirmBlock(false)} />
        </Suspense>
      )}
      {limited && (
        <div className="w-100 border rounded p-3 bg-body-tertiary">
          <ConversationLimit compact />
        </div>
      )}
    </div>
  );
}

/** The member's own profile as others see it: nothing to like, chat with, block or report. */
function OwnProfileNote() {
  const { t } = useTranslation();
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2" data-testid="own-profile-note">
      <span className="flex-grow-1">{t('members.own_profile_note')}</span>
      <Link className="btn btn-outline-dark btn-sm" to={pathFor('profile')}>
        {t('members.edit_own_profile')}
      </Link>
    </Alert>
  );
}

function BlockedByYou({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const unblock = useBlock(profile.id);
  return (
    <Alert variant="warning" className="d-flex flex-column flex-sm-row gap-3 align-items-sm-center" data-testid="blocked-by-you">
      <PersonSlash size={24} className="flex-shrink-0" aria-hidden="true" />
      <span className="flex-grow-1">{t('members.you_blocked', { name: profile.name })}</span>
      <PendingButton
        type="button"
        variant="outline-dark"
        pending={unblock.isPending}
        onClick={() => unblock.mutate(false)}
        data-testid="unblock"
      >
        {t('members.unblock')}
      </PendingButton>
      {unblock.isError && <span className="text-danger small">{errorText(t, unblock.error)}</span>}
    </Alert>
  );
}
