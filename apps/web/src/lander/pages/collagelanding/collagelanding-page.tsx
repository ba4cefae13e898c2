import './collagelanding.css';
import type { LanderMember } from '@app/core';
import { useCopy } from '../../copy';
import { MemberCaption } from '../../components/member-caption';
import { useActivityText } from '../../components/member-counts';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useLander } from '../../lander-context';

/** Tiles in the mosaic: enough to cover a wide screen even when the site has few members. */
const TILES = 30;
/** The mosaic's rhythm of tile shapes (collagelanding.css): big, tall and wide ones among squares. */
const SHAPES = ['big', '', 'tall', '', '', 'wide', '', 'big', '', '', 'tall', 'wide', '', '', ''] as const;
/** Faces with their names under the hero. */
const FACES = 6;

interface Tile {
  member: LanderMember;
  photo: number;
  shape: (typeof SHAPES)[number];
}

/** The members' photos, round and round (their other photos on later rounds), one per tile. */
function mosaic(members: LanderMember[]): Tile[] {
  if (members.length === 0) return [];
  return Array.from({ length: TILES }, (_, index) => {
    const member = members[index % members.length]!;
    return { member, photo: Math.floor(index / members.length), shape: SHAPES[index % SHAPES.length]! };
  });
}

/**
 * /landers/collagelanding: a wall of the site's members behind a glass card with the pitch. On a
 * phone the wall becomes a band across the top and the card sits under it.
 */
export default function CollagelandingPage() {
  const { data, t, formatNumber } = useLander();
  const activity = useActivityText();
  const copy = useCopy();
  const members = data.data.members;
  const tiles = mosaic(members);
  return (
    <>
      <section className="collage-hero">
        {tiles.length > 0 && (
          // The wall is decoration (photos repeat); the members are named in the row below.
          <div className="collage-wall" aria-hidden="true" data-testid="collage-wall">
            {tiles.map((tile, index) => (
              <div key={index} className={`collage-tile ${tile.shape ? `collage-${tile.shape}` : ''}`}>
                <MemberPhoto member={tile.member} index={tile.photo} size={tile.shape === 'big' ? 'main' : 'thumb'} eager={index < 12} />
              </div>
            ))}
          </div>
        )}
        <div className="collage-card-wrap container">
          <div className="collage-card text-center">
            {activity && (
              <p className="collage-online mb-3" data-testid="lander-activity">
                <span className="lander-online-dot" aria-hidden="true" />
                {activity}
              </p>
            )}
            <h1 className="collage-headline fw-bold">{copy.headline}</h1>
            <p className="collage-subline">{copy.subline}</p>
            <SignupCta className="w-100" />
            <p className="collage-note small mt-3 mb-0">{t('lander.signup_credits', { credits: data.site.signup_credits })}</p>
            <ul className="collage-stats list-unstyled mb-0">
              {data.data.total_members > 0 && <li>{t('lander.member_count', { count: formatNumber(data.data.total_members) })}</li>}
              <li>{t('lander.trust.free')}</li>
              <li>{t('lander.trust.private')}</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="container py-4 py-md-5" aria-labelledby="collage-faces-title">
        <h2 id="collage-faces-title" className="h4 fw-bold mb-3 text-center">
          {t('lander.collagelanding.faces_title')}
        </h2>
        {members.length === 0 ? (
          <p className="text-center text-body-secondary">{t('lander.no_members')}</p>
        ) : (
          <div className="collage-faces">
            {members.slice(0, FACES).map((member) => (
              <figure key={member.id} className="mb-0">
                <div className="ratio ratio-1x1 rounded-4 overflow-hidden mb-2 shadow-sm">
                  <MemberPhoto member={member} size="thumb" />
                </div>
                <figcaption>
                  <MemberCaption member={member} className="small" />
                </figcaption>
              </figure>
            ))}
          </div>
        )}
        <div className="text-center mt-4">
          <SignupCta size="md" />
        </div>
      </section>
    </>
  );
}
