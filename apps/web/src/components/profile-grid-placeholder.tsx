import { ProfileGrid, ProfileGridItem } from './profile-card-view';

/** Grey cards in the shape of the results while the first answer loads. */
export function ProfileGridPlaceholder({ count = 10 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-hidden="true">
      <ProfileGrid>
        {Array.from({ length: count }, (_, index) => (
          <ProfileGridItem key={index}>
            <div className="card border-0 shadow-sm placeholder-glow">
              <div className="ratio ratio-1x1 placeholder bg-body-secondary rounded-top" />
              <div className="card-body px-2 py-2">
                <span className="placeholder col-7 d-block mb-1" />
                <span className="placeholder placeholder-sm col-5 d-block" />
              </div>
            </div>
          </ProfileGridItem>
        ))}
      </ProfileGrid>
    </div>
  );
}
