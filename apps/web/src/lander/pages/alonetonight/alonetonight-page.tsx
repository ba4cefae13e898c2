import './alonetonight.css';
import type { LanderMember } from '@app/core';
import { useEffect, useState } from 'react';
import { useCopy } from '../../copy';
import { MemberCaption } from '../../components/member-caption';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useHydrated, useLander } from '../../lander-context';

/** Faces in the "online now" strip: a phone scrolls through them, a desktop shows them all. */
const STRIP = 12;
/** Members in the grid below it. */
const GRID = 8;
const COUNT_UP_MS = 1200;

/**
 * /landers/alonetonight: a night sky for the lonely hours. Who is online now (or was lately), how
 * many are awake, and one way in: the signup.
 */
export default function AlonetonightPage() {
  const { data, t, formatNumber } = useLander();
  const copy = useCopy();
  const members = data.data.members;
  // Who is online leads; the most recently active fill the strip, under a heading that says so.
  const strip = [...members.filter((member) => member.online), ...members.filter((member) => !member.online)].slice(0, STRIP);
  const onlineInStrip = strip.filter((member) => member.online).length;
  const stripTitle =
    onlineInStrip === 0 ? 'recently_active' : onlineInStrip === strip.length ? 'online_now' : 'online_and_recent';
  const rest = members.filter((member) => !strip.includes(member)).slice(0, GRID);
  const count = useCountUp(data.data.online_members);

  return (
    <div className="night-page">
      <div className="night-sky" aria-hidden="true">
        <span className="night-stars night-stars-near" />
        <span className="night-stars night-stars-far" />
        <span className="night-moon" />
      </div>

      <section className="container night-hero text-center">
        {data.data.online_members > 0 && (
          <p className="night-live" data-testid="night-online-count">
            <span className="night-pulse" aria-hidden="true" />
            <span aria-live="off">{t('lander.online_count', { count: formatNumber(count) })}</span>
          </p>
        )}
        <h1 className="night-headline fw-bold">{copy.headline}</h1>
        <p className="night-subline">{copy.subline}</p>
        <SignupCta className="night-cta" />
        <p className="small mt-3 mb-0 night-muted">{t('lander.signup_credits', { credits: data.site.signup_credits })}</p>
      </section>

      {members.length === 0 ? (
        <p className="container text-center night-muted pb-5">{t('lander.no_members')}</p>
      ) : (
        <section className="night-strip-section" aria-labelledby="night-strip-title">
          <div className="container">
            <h2 id="night-strip-title" className="night-section-title">
              {t(stripTitle === 'online_now' ? 'lander.online_now' : `lander.alonetonight.${stripTitle}`)}
            </h2>
          </div>
          <ul className="night-strip container" data-testid="night-strip">
            {strip.map((member, index) => (
              <li key={member.id} className="night-face">
                <a href="#night-join" className="night-face-link">
                  <span className={`night-face-ring ${member.online ? 'is-online' : ''}`}>
                    <MemberPhoto member={member} size="thumb" eager={index < 5} className="night-face-photo" />
                  </span>
                  <MemberCaption member={member} className="night-face-caption" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {rest.length > 0 && (
        <section className="container pb-4" aria-label={t('lander.alonetonight.more')}>
          <h2 className="night-section-title">{t('lander.alonetonight.more')}</h2>
          <div className="night-grid">
            {rest.map((member) => (
              <NightCard key={member.id} member={member} />
            ))}
          </div>
        </section>
      )}

      <section id="night-join" className="container night-final text-center">
        <h2 className="night-final-title fw-bold">{t('lander.alonetonight.final_title')}</h2>
        <p className="night-subline">{t('lander.alonetonight.final_text', { site: data.site.name })}</p>
        <ul className="night-trust list-unstyled">
          <li>{t('lander.trust.free')}</li>
          <li>{t('lander.trust.private')}</li>
          <li>{t('lander.trust.live')}</li>
        </ul>
        <SignupCta className="night-cta" />
      </section>
    </div>
  );
}

function NightCard({ member }: { member: LanderMember }) {
  return (
    <figure className="night-card mb-0">
      <div className="ratio ratio-1x1">
        <MemberPhoto member={member} size="thumb" />
      </div>
      <figcaption>
        <MemberCaption member={member} className="night-card-caption" />
      </figcaption>
    </figure>
  );
}

/** The online counter counts up once on arrival; without motion it shows the number at once. */
function useCountUp(target: number): number {
  // The server and the first render in the browser count from 0: only the browser knows the motion setting.
  const still = useHydrated() && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (still) return;
    let frame = 0;
    let started: number | undefined;
    const step = (now: number) => {
      started ??= now;
      const progress = Math.min(1, (now - started) / COUNT_UP_MS);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, still]);
  return still ? target : value;
}
