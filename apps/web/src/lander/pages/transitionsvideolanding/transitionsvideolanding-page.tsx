import './transitionsvideolanding.css';
import { useState } from 'react';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useCopy } from '../../copy';
import { useLander } from '../../lander-context';
import { MemberCounts } from '../../components/member-counts';
import { FictionalBadge } from '../../components/fictional-badge';

/** Faces in the "video": each is on screen for the length of its progress bar (the CSS says 5 s). */
const SLIDES = 6;
/** Faces beside the closing call to action. */
const CLOSING_FACES = 5;

/** The three promises under the hero, with the trust texts every lander shares as their titles. */
const BENEFITS = [
  { key: 'free', icon: 'M4 11h16v9H4zM2 7h20v4H2zM12 7v13M12 7C10 3 6 3 6 5.5S9 7 12 7c3 0 6 0 6-1.5S14 3 12 7' },
  { key: 'private', icon: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2' },
  { key: 'live', icon: 'M21 11.5a8.5 8.5 0 0 1-12.4 7.6L3 21l1.9-5.6A8.5 8.5 0 1 1 21 11.5zM8 11.5h.01M12 11.5h.01M16 11.5h.01' },
] as const;

/**
 * /landers/transitionsvideolanding: a story-style "video" of real members, cross-fading with slow
 * zooms and pans, the promise and the call to action over it. CSS animates it; the end of each
 * progress bar moves on to the next face, so a paused or reduced-motion page simply stands still.
 */
export default function TransitionsvideolandingPage() {
  const { data, t } = useLander();
  const copy = useCopy();
  const slides = data.data.members.slice(0, SLIDES);
  const [active, setActive] = useState(0);
  const [leaving, setLeaving] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const current = slides[active];

  const show = (index: number) => {
    const next = (index + slides.length) % slides.length;
    if (next === active) return;
    setLeaving(active);
    setActive(next);
  };

  return (
    <>
      <section className={`tv-hero lander-on-dark ${slides.length > 0 ? 'has-stage' : ''} ${paused ? 'is-paused' : ''}`}>
        <div className="container tv-inner">
          <div className="tv-copy">
            <h1 className="display-6 fw-bold mb-2">{copy.headline}</h1>
            <p className="lead mb-3">{copy.subline}</p>
            {slides.length === 0 && <p>{t('lander.no_members')}</p>}
            <SignupCta className="tv-cta" />
            <MemberCounts className="tv-stats small mb-0 mt-3" />
          </div>
          {current && (
            <div className="tv-stage" role="group" aria-label={t('lander.transitionsvideolanding.stage_label')} data-testid="lander-tv-stage">
              {slides.map((member, index) => (
                <div
                  key={member.id}
                  className={`tv-slide tv-move-${index % 4} ${index === active ? 'is-active' : index === leaving ? 'is-leaving' : ''}`}
                  aria-hidden={index !== active}
                >
                  <MemberPhoto member={member} eager={index < 2} />
                </div>
              ))}
              <div className="tv-shade" />
              <div className="tv-progress" aria-hidden="true">
                {slides.map((member, index) => (
                  <span key={member.id} className={`tv-bar ${index < active ? 'is-done' : ''}`}>
                    {index === active && (
                      <span className="tv-fill" key={active} onAnimationEnd={() => show(active + 1)} data-testid="lander-tv-fill" />
                    )}
                  </span>
                ))}
              </div>
              <div className="tv-caption" key={current.id} data-testid="lander-tv-caption">
                {current.online && <span className="badge text-bg-success mb-1">{t('lander.online_now')}</span>}
                <strong className="tv-caption-name">
                  {current.name}, {current.age}
                </strong>
                {current.city && <span className="tv-caption-city">{current.city}</span>}
                <FictionalBadge member={current} className="mt-1" />
              </div>
              <button type="button" className="tv-tap tv-tap-prev" onClick={() => show(active - 1)}>
                <span className="visually-hidden">{t('lander.transitionsvideolanding.previous')}</span>
              </button>
              <button type="button" className="tv-tap tv-tap-next" onClick={() => show(active + 1)} data-testid="lander-tv-next">
                <span className="visually-hidden">{t('lander.transitionsvideolanding.next')}</span>
              </button>
              <button type="button" className="tv-pause" onClick={() => setPaused(!paused)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={paused ? 'M8 5v14l11-7z' : 'M7 5h3v14H7zM14 5h3v14h-3z'} />
                </svg>
                <span className="visually-hidden">{paused ? t('lander.transitionsvideolanding.play') : t('lander.transitionsvideolanding.pause')}</span>
              </button>
            </div>
          )}
        </div>
      </section>

      <section className="container py-5">
        <h2 className="h3 fw-bold text-center mb-4">{t('lander.transitionsvideolanding.benefits_title', { site: data.site.name })}</h2>
        <div className="tv-benefits">
          {BENEFITS.map(({ key, icon }) => (
            <div key={key} className="tv-benefit">
              <span className="tv-benefit-icon">
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={icon} />
                </svg>
              </span>
              <h3 className="h5 fw-bold mb-1">{t(`lander.trust.${key}`)}</h3>
              <p className="mb-0 text-body-secondary">{t(`lander.transitionsvideolanding.benefits.${key}`, { credits: data.site.signup_credits })}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="lander-hero tv-closing">
        <div className="container text-center py-5">
          {slides.length > 0 && (
            <div className="tv-closing-faces" aria-hidden="true">
              {data.data.members.slice(0, CLOSING_FACES).map((member) => (
                <MemberPhoto key={member.id} member={member} size="thumb" />
              ))}
            </div>
          )}
          <h2 className="h2 fw-bold mb-2">{t('lander.transitionsvideolanding.closing_title', { audience: copy.audience })}</h2>
          <p className="lead mb-4">{t('lander.signup_credits', { credits: data.site.signup_credits })}</p>
          <SignupCta />
        </div>
      </section>
    </>
  );
}
