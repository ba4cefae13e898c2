import type { ReactNode } from 'react';
import { ProfileGrid, ProfileGridItem } from './profile-card-view';

/** Cards in the shape of profile cards, grey lines where the name and place would be; `photo` fills their square. */
export function PlaceholderCards({ count, className, photo }: { count: number; className: string; photo: ReactNode }) {
  return (
    <ProfileGrid>
      {Array.from({ length: count }, (_, index) => (
        <ProfileGridItem key={index}>
          <div className={`card border-0 shadow-sm ${className}`}>
            {photo}
            <div className="card-body px-2 py-2">
              <span className="placeholder col-7 d-block mb-1" />
              <span className="placeholder placeholder-sm col-5 d-block" />
            </div>
          </div>
        </ProfileGridItem>
      ))}
    </ProfileGrid>
  );
}

/** Grey cards in the shape of the results while the first answer loads. */
export function ProfileGridPlaceholder({ count = 10 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-hidden="true">
      <PlaceholderCards
        count={count}
        className="placeholder-glow"
        photo={<div className="ratio ratio-1x1 placeholder bg-body-secondary rounded-top" />}
      />
    </div>
  );
}
