import './gallery.css';
import type { LanderMember } from '@app/core';
import { useState } from 'react';
import { useCopy } from '../../copy';
import { MemberCaption } from '../../components/member-caption';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useLander } from '../../lander-context';
import { MemberCounts } from '../../components/member-counts';
import { MemberPreview } from './member-preview';

/** Members a visitor sees clearly: two rows on a desktop, four on a phone. */
export const CLEAR = 8;
/** Blurred tiles under the clear ones: a promise of more, not a second gallery. */
const LOCKED = 8;

/**
 * /landers/gallery: the site's members as a photo gallery. The first rows are open (a tile opens a
 * preview), the rest blur behind an invitation to see all of them.
 */
export default function GalleryPage() {
  const { data, t, formatNumber } = useLander();
  const copy = useCopy();
  const [preview, setPreview] = useState<LanderMember | null>(null);
  const members = data.data.members;
  const clear = members.slice(0, CLEAR);
  const locked = lockedTiles(members);
  const total = Math.max(data.data.total_members, members.length);

  return (
    <>
      <section className="lander-hero gallery-hero">
        <div className="container py-4 py-md-5 text-center">
          <h1 className="gallery-headline fw-bold">{copy.headline}</h1>
          <p className="gallery-subline mx-auto">{copy.subline}</p>
          <MemberCounts className="gallery-stats" />
          <SignupCta />
        </div>
      </section>

      <section className="container py-4 py-md-5" aria-labelledby="gallery-title">
        <h2 id="gallery-title" className="h4 fw-bold mb-1">
          {t('lander.gallery.title')}
        </h2>
        <p className="text-body-secondary mb-3">{t('lander.gallery.tap_hint')}</p>
        {members.length === 0 ? (
          <div className="text-center py-4">
            <p>{t('lander.no_members')}</p>
            <SignupCta size="md" />
          </div>
        ) : (
          <>
            <ul className="gallery-grid list-unstyled mb-0" data-testid="gallery-clear">
              {clear.map((member, index) => (
                <li key={member.id}>
                  <button type="button" className="gallery-tile" onClick={() => setPreview(member)} aria-haspopup="dialog">
                    <span className="gallery-tile-photo">
                      <MemberPhoto member={member} size="thumb" eager={index < 4} />
                    </span>
                    <MemberCaption member={member} className="gallery-tile-caption" />
                  </button>
                </li>
              ))}
            </ul>
            {locked.length > 0 && (
              <div className="gallery-locked" data-testid="gallery-locked">
                <div className="gallery-grid gallery-locked-grid" aria-hidden="true">
                  {locked.map((tile, index) => (
                    <div key={index} className="gallery-tile-photo">
                      <MemberPhoto member={tile.member} index={tile.photo} size="thumb" />
                    </div>
                  ))}
                </div>
                <div className="gallery-unlock">
                  <div className="gallery-unlock-card">
                    <p className="gallery-unlock-title fw-bold">{t('lander.gallery.unlock', { count: formatNumber(total) })}</p>
                    <SignupCta />
                    <p className="small text-body-secondary mt-2 mb-0">{t('lander.signup_credits', { credits: data.site.signup_credits })}</p>
                  </div>
                </div>
              </div>
            )}
          </>
        )}
      </section>
      {preview && <MemberPreview member={preview} onClose={() => setPreview(null)} />}
    </>
  );
}

/** The members past the clear rows, or, on a small site, the clear ones' other photos. */
function lockedTiles(members: LanderMember[]): { member: LanderMember; photo: number }[] {
  const beyond = members.slice(CLEAR, CLEAR + LOCKED);
  if (beyond.length >= 4) return beyond.map((member) => ({ member, photo: 0 }));
  return members.slice(0, LOCKED).map((member) => ({ member, photo: 1 }));
}
