import { LIKE_TYPES, type LikeType } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'react-bootstrap';
import { Heart, HeartFill, HeartHalf, Search } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { data, Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FictionalLegend } from '../../components/fictional-badge';
import { inFirstRows, ProfileCardView, ProfileGrid, ProfileGridItem } from '../../components/profile-card-view';
import { ProfileGridPlaceholder } from '../../components/profile-grid-placeholder';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { likesOfType, likesQuery } from '../../lib/likes';
import { visitsQuery } from '../../lib/visits';
import { pathFor } from '../../route-table';
import { CallError } from '../../components/call-error';
import { VisitorsList } from './visitors-list';

/** The three lists of likes, and who visited the member's profile. */
const TABS = [...LIKE_TYPES, 'visitors'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | undefined): value is Tab => (TABS as readonly string[]).includes(value ?? '');

/** /likes/{type} knows four tabs; anything else is a page that does not exist. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.type !== undefined && !isTab(params.type)) throw data('This page could not be found', { status: 404 });
  return null;
}

const EMPTY_ICONS = { received: Heart, sent: HeartHalf, matches: HeartFill } as const;

/** /likes and /likes/{type}: received (new first), sent, matches (SPEC §2, §4) and visitors. */
export function Component() {
  const { t } = useTranslation();
  const { type: rawType } = useParams();
  const type: Tab = isTab(rawType) ? rawType : 'received';
  useDocumentTitle(`${t('routes.likes')}: ${t(`likes.tabs.${type}`)}`);
  return (
    <MemberOnly>
      <div className="container py-3 py-md-4" data-route={rawType ? 'likes-type' : 'likes'}>
        <h1 className="h3 mb-3">{t('routes.likes')}</h1>
        <LikesLists type={type} />
      </div>
    </MemberOnly>
  );
}

function LikesLists({ type }: { type: Tab }) {
  const { t } = useTranslation();
  const likes = useQuery(likesQuery);
  const visits = useQuery(visitsQuery);
  const counts: Partial<Record<Tab, number>> = { visitors: visits.data?.count };
  if (likes.data) for (const tab of LIKE_TYPES) counts[tab] = likesOfType(likes.data, tab).length;
  const newCount = likes.data?.liked_by.filter((entry) => entry.like_new).length ?? 0;
  return (
    <>
      <nav aria-label={t('likes.tabs_label')}>
        <ul className="nav nav-pills nav-fill app-tabs mb-3">
          {TABS.map((tab) => (
            <li className="nav-item" key={tab}>
              {/* A plain link: /likes shows the received tab too, which NavLink would not mark current. */}
              <Link
                className={`nav-link h-100 d-flex align-items-center justify-content-center gap-2${tab === type ? ' active' : ''}`}
                to={pathFor('likes-type', { type: tab })}
                aria-current={tab === type ? 'page' : undefined}
                data-testid={`likes-tab-${tab}`}
              >
                <span className="text-nowrap">{t(`likes.tabs.${tab}`)}</span>
                <span className="d-inline-flex gap-1">
                  {counts[tab] !== undefined && (
                    <Badge pill bg={tab === type ? 'light' : 'secondary'} text={tab === type ? 'dark' : undefined}>
                      {counts[tab]}
                    </Badge>
                  )}
                  {tab === 'received' && newCount > 0 && (
                    <Badge pill bg="warning" text="dark" className="text-nowrap">
                      {t('likes.new_count', { count: newCount })}
                    </Badge>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {type === 'visitors' ? <VisitorsList visits={visits} /> : <LikesList type={type} />}
    </>
  );
}

function LikesList({ type }: { type: LikeType }) {
  const { t } = useTranslation();
  const likes = useQuery(likesQuery);
  const entries = likes.data ? likesOfType(likes.data, type) : [];
  const EmptyIcon = EMPTY_ICONS[type];
  return (
    <>
      {likes.isPending && <ProfileGridPlaceholder count={5} />}
      {likes.isError && <CallError error={likes.error} onRetry={() => void likes.refetch()} />}
      <FictionalLegend shown={entries.some(({ profile }) => profile.fictional)} />
      {likes.data &&
        (entries.length > 0 ? (
          <ProfileGrid>
            {entries.map(({ profile, isNew }, index) => (
              <ProfileGridItem key={profile.id}>
                <ProfileCardView
                  profile={profile}
                  eager={inFirstRows(index)}
                  badge={
                    isNew && type !== 'sent' ? (
                      <Badge bg="warning" text="dark" className="shadow-sm" data-testid="new-like">
                        {t('likes.new')}
                      </Badge>
                    ) : undefined
                  }
                />
              </ProfileGridItem>
            ))}
          </ProfileGrid>
        ) : (
          <EmptyState icon={<EmptyIcon size={40} />} title={t(`likes.empty.${type}`)} text={t('likes.empty_text')}>
            <Link className="btn btn-primary d-inline-flex align-items-center gap-2" to={pathFor('members')}>
              <Search aria-hidden="true" />
              {t('nav.search_members')}
            </Link>
          </EmptyState>
        ))}
    </>
  );
}
