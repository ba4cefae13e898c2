import type { Visitor, VisitsResponse } from '@app/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge } from 'react-bootstrap';
import { Eye, Search } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { CallError } from '../../components/call-error';
import { EmptyState } from '../../components/empty-state';
import { FictionalLegend } from '../../components/fictional-badge';
import { PremiumCta } from '../../components/premium-cta';
import { inFirstRows, ProfileCardView, ProfileGrid, ProfileGridItem } from '../../components/profile-card-view';
import { PlaceholderCards, ProfileGridPlaceholder } from '../../components/profile-grid-placeholder';
import { ProfilePhoto } from '../../components/profile-photo';
import { pathFor } from '../../route-table';

/** A free member sees at most this many blurred cards: enough to show there is something to see. */
const BLURRED_SHOWN = 4;
const DAY_MS = 86_400_000;

/** When a visit was, as the member's language says it: today, yesterday, 3 days ago, or the date after a week. */
function useVisitDay(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage;
  return (iso) => {
    const day = new Date(iso);
    const midnight = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
    const daysAgo = Math.round((midnight(new Date()) - midnight(day)) / DAY_MS);
    if (daysAgo > 7) return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(day);
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-daysAgo, 'day');
  };
}

/** The Visitors tab of /likes: premium members see who visited, the latest first; free members how many. */
export function VisitorsList({ visits }: { visits: UseQueryResult<VisitsResponse> }) {
  const { t } = useTranslation();
  if (visits.isPending) return <ProfileGridPlaceholder count={5} />;
  if (visits.isError) return <CallError error={visits.error} onRetry={() => void visits.refetch()} />;
  const { count, visitors } = visits.data;
  if (count === 0) {
    return (
      <EmptyState icon={<Eye size={40} />} title={t('likes.empty.visitors')} text={t('likes.visitors.empty_text')}>
        <Link className="btn btn-primary d-inline-flex align-items-center gap-2" to={pathFor('members')}>
          <Search aria-hidden="true" />
          {t('nav.search_members')}
        </Link>
      </EmptyState>
    );
  }
  return visitors ? <VisitorGrid visitors={visitors} /> : <HiddenVisitors count={count} />;
}

function VisitorGrid({ visitors }: { visitors: Visitor[] }) {
  const { t } = useTranslation();
  const visitDay = useVisitDay();
  return (
    <>
      <FictionalLegend shown={visitors.some(({ profile }) => profile.fictional)} />
      <ProfileGrid>
        {visitors.map(({ profile, visited_at }, index) => (
          <ProfileGridItem key={profile.id}>
            <ProfileCardView
              profile={profile}
              eager={inFirstRows(index)}
              badge={
                <Badge bg="light" text="dark" className="shadow-sm d-inline-flex align-items-center gap-1" data-testid="visit-day">
                  <Eye aria-hidden="true" />
                  <span className="visually-hidden">{t('likes.visitors.visit')}: </span>
                  {visitDay(visited_at)}
                </Badge>
              }
            />
          </ProfileGridItem>
        ))}
      </ProfileGrid>
    </>
  );
}

/** What a free member sees: the count, blurred cards that name nobody (the server sent no one), and the way to premium. */
function HiddenVisitors({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div data-testid="hidden-visitors">
      <p className="fw-semibold mb-3" data-testid="visitor-count">
        {t('likes.visitors.count', { count })}
      </p>
      <PremiumCta text={t('likes.visitors.premium')} className="mb-3" />
      <div aria-hidden="true">
        <PlaceholderCards
          count={Math.min(count, BLURRED_SHOWN)}
          className="app-profile-card app-hidden-visitor"
          photo={
            <div className="ratio ratio-1x1 rounded-top overflow-hidden">
              <ProfilePhoto url={null} alt="" />
            </div>
          }
        />
      </div>
    </div>
  );
}
