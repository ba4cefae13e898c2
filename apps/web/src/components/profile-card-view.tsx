import type { ProfileCard } from '@app/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AppLink } from '../app/app-link';
import { TakeOverInTurn } from '../app/take-over';
import { pathFor } from '../route-table';
import { FictionalMark } from './fictional-badge';
import { LikeButton } from './like-button';
import { MemberLocation } from './member-location';
import { ProfilePhoto } from './profile-photo';

interface ProfileCardViewProps {
  profile: ProfileCard;
  /** A badge over the photo, such as 'new' on a received like. */
  badge?: ReactNode;
  /** Without the heart (own lists where liking makes no sense). */
  hideLike?: boolean;
  /** The name's heading level: 2 for a grid right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** The photo loads at once: a card in the first rows of the page's grid (`inFirstRows`). */
  eager?: boolean;
}

/**
 * The cards a phone shows without scrolling (two rows of two): their photos load with the page, as
 * the first of them is what a phone paints largest (Lighthouse's LCP); the rest wait until near view.
 */
export const inFirstRows = (index: number): boolean => index < 4;

/** A member in a grid: photo, name, age, where, the fictional icon and the like heart. */
export function ProfileCardView({ profile, badge, hideLike, headingLevel = 2, eager }: ProfileCardViewProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const to = pathFor('members-id', { id: String(profile.id) });
  return (
    <article className="card app-profile-card h-100 border-0 shadow-sm" data-testid="profile-card" data-profile-id={profile.id}>
      <div className="position-relative">
        <AppLink to={to} className="d-block ratio ratio-1x1 app-profile-card-photo" tabIndex={-1} aria-hidden="true">
          <ProfilePhoto url={profile.main_image?.thumb_url} alt="" eager={eager} />
        </AppLink>
        {badge && <div className="position-absolute top-0 start-0 m-2">{badge}</div>}
        {!hideLike && <LikeButton profile={profile} className="position-absolute bottom-0 end-0 m-2" />}
      </div>
      <div className="card-body px-2 py-2">
        <Heading className="h6 mb-0 d-flex align-items-center gap-1 text-truncate">
          <AppLink to={to} className="text-body text-truncate fw-semibold">
            {profile.name}
          </AppLink>
          <span className="text-body-secondary fw-normal">{t('members.age_short', { age: profile.age })}</span>
        </Heading>
        <p className="small text-body-secondary mb-0 text-truncate">
          <MemberLocation country={profile.country} region={profile.region} city={profile.city} />
        </p>
        <FictionalMark fictional={profile.fictional} size={12} className="mt-1 mw-100 text-truncate" />
      </div>
    </article>
  );
}

/** The responsive grid the cards sit in: 2 columns on a phone up to 5 on a wide screen. */
export function ProfileGrid({ children }: { children: ReactNode }) {
  return (
    <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-5 g-2 g-md-3 list-unstyled mb-0">{children}</ul>
  );
}

export function ProfileGridItem({ children }: { children: ReactNode }) {
  return (
    <li className="col">
      <TakeOverInTurn>{children}</TakeOverInTurn>
    </li>
  );
}
