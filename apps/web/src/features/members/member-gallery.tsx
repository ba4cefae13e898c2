import type { Photo } from '@app/core';
import { useState } from 'react';
import { LockFill } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { PremiumCta } from '../../components/premium-cta';
import { ProfilePhoto } from '../../components/profile-photo';
import { useCurrentUser } from '../../hooks/use-session';
import { useOpenSignup } from '../../hooks/use-signup-modal';

/**
 * A member's photos: the chosen one large, the rest as thumbnails. Private photos the viewer may
 * not see arrive blurred: they show a lock and the way to see them (SPEC §1, §6).
 */
export function MemberGallery({ name, photos }: { name: string; photos: Photo[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)];
  if (!current) {
    return (
      <div className="ratio ratio-1x1 rounded-3 overflow-hidden shadow-sm">
        <ProfilePhoto url={null} alt={t('members.no_photo', { name })} />
      </div>
    );
  }
  return (
    <div data-testid="gallery">
      <div className="position-relative ratio ratio-1x1 rounded-3 overflow-hidden shadow-sm bg-body-secondary">
        <ProfilePhoto
          url={current.url}
          alt={current.blurred ? t('members.blurred_photo') : t('members.photo_number', { name, number: index + 1, count: photos.length })}
          eager
        />
        {current.blurred && <PrivateOverlay />}
      </div>
      {photos.length > 1 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label={t('members.photos')}>
          {photos.map((photo, photoIndex) => (
            <li key={photo.id}>
              <button
                type="button"
                className={`app-thumb btn p-0 position-relative overflow-hidden${photoIndex === index ? ' active' : ''}`}
                aria-label={t('members.show_photo', { number: photoIndex + 1 })}
                aria-current={photoIndex === index ? 'true' : undefined}
                onClick={() => setIndex(photoIndex)}
              >
                <ProfilePhoto url={photo.thumb_url} alt="" />
                {photo.blurred && (
                  <span className="app-thumb-lock" aria-hidden="true">
                    <LockFill />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Members may see a blurred photo by going premium; visitors by logging in first (SPEC §6). */
function PrivateOverlay() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const openSignup = useOpenSignup();
  return (
    <div className="app-private-overlay d-flex flex-column align-items-center justify-content-center p-3" data-testid="private-photo">
      <div className="app-private-card text-center rounded-3 p-3">
        <LockFill size={28} className="mb-2 text-primary" aria-hidden="true" />
        {user ? (
          <>
            <p className="fw-semibold mb-2">{t('members.private_photo')}</p>
            <PremiumCta compact />
          </>
        ) : (
          <>
            <p className="fw-semibold mb-2">{t('members.login_to_see_photos')}</p>
            <button type="button" className="btn btn-primary btn-sm" onClick={openSignup}>
              {t('home.cta_signup')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
