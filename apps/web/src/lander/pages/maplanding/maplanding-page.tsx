import './maplanding.css';
import type { LanderMember } from '@app/core';
import { useId, useState } from 'react';
import { MemberCaption } from '../../components/member-caption';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useCopy } from '../../copy';
import { useHydrated, useLander } from '../../lander-context';
import { MemberCounts } from '../../components/member-counts';
import { pinSpots } from './pin-layout';

/** Pins on the radar: more would cover each other on a phone. */
const PINS = 10;
/** Rows in the city list. */
const CITIES = 8;
/** Faces beside a city's name. */
const CITY_FACES = 3;

interface City {
  name: string;
  members: LanderMember[];
}

/** The members' cities, the most members first (then the most recently active). */
function citiesOf(members: readonly LanderMember[]): City[] {
  const cities = new Map<string, LanderMember[]>();
  for (const member of members) {
    if (member.city) cities.set(member.city, [...(cities.get(member.city) ?? []), member]);
  }
  return [...cities]
    .map(([name, members]) => ({ name, members }))
    .sort((a, b) => b.members.length - a.members.length)
    .slice(0, CITIES);
}

/** A stylised town under the radar's rings and sweep: a river and a few roads, drawn, not downloaded. */
function MapDisc() {
  return (
    <span className="map-disc" aria-hidden="true">
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
        <path className="map-river" d="M-5 70C15 62 25 78 42 66S70 40 105 46" />
        <path className="map-road" d="M8-5 30 105M-5 28C30 36 60 20 105 30M62-5C58 40 80 70 72 105M-5 88 105 80" />
      </svg>
      <span className="map-sweep" />
    </span>
  );
}

/**
 * /landers/maplanding: "members near you" as a radar with real faces around the visitor. A tap on
 * a face shows who it is and the way to chat with them; the cities below make it feel local.
 */
export default function MaplandingPage() {
  const { data, t, formatNumber } = useLander();
  const hydrated = useHydrated();
  const copy = useCopy();
  const cardId = useId();
  const pinned = data.data.members.slice(0, PINS);
  const spots = pinSpots(pinned.map((member) => member.id));
  const [chosenId, setChosenId] = useState(() => (pinned.find((member) => member.online) ?? pinned[0])?.id);
  const chosen = pinned.find((member) => member.id === chosenId);
  const cities = citiesOf(data.data.members);

  return (
    <>
      <section className="lander-hero map-hero">
        <div className="container py-4 py-lg-5">
          <div className="text-center text-lg-start map-intro">
            <h1 className="display-6 fw-bold mb-2">{copy.headline}</h1>
            <p className="lead mb-0">{copy.subline}</p>
          </div>
          <div className="map-layout">
            <div className="map-radar" role="group" aria-label={t('lander.maplanding.map_label')}>
              <MapDisc />
              <span className="map-you">{t('lander.maplanding.you')}</span>
              {pinned.map((member, index) => (
                <button
                  key={member.id}
                  type="button"
                  className={`map-pin ${member.online ? 'is-online' : ''}`}
                  // Placed in the browser: the server's page may carry no style attribute (security-headers.ts).
                  style={hydrated ? { left: `${spots[index]!.left}%`, top: `${spots[index]!.top}%` } : undefined}
                  aria-pressed={member.id === chosenId}
                  aria-controls={cardId}
                  aria-label={t('lander.maplanding.pin_label', { name: member.name, age: member.age, city: member.city })}
                  onClick={() => setChosenId(member.id)}
                  data-testid="lander-map-pin"
                >
                  <span className="map-pin-face">
                    <MemberPhoto member={member} size="thumb" eager />
                  </span>
                  {member.city && <span className="map-pin-city">{member.city}</span>}
                </button>
              ))}
            </div>
            <div className="map-side">
              <MemberCounts className="map-stats mb-3" />
              <div className="map-card lander-on-light" id={cardId} aria-live="polite" data-testid="lander-map-card">
                {chosen ? (
                  <>
                    <div className="map-card-head">
                      <div className="map-card-photo">
                        <MemberPhoto member={chosen} size="thumb" eager />
                      </div>
                      <MemberCaption member={chosen} />
                    </div>
                    {chosen.about && <p className="map-card-about">“{chosen.about}”</p>}
                    <SignupCta className="w-100">{t('lander.cta.chat_with', { name: chosen.name })}</SignupCta>
                    <p className="small text-body-secondary text-center mt-2 mb-0">{t('lander.maplanding.tap_hint')}</p>
                  </>
                ) : (
                  <>
                    <p className="mb-3">{t('lander.no_members')}</p>
                    <SignupCta className="w-100" />
                  </>
                )}
              </div>
            </div>
          </div>
        </div>
      </section>

      {cities.length > 0 && (
        <section className="container py-4 py-md-5">
          <h2 className="h4 fw-bold mb-3">{t('lander.maplanding.cities_title')}</h2>
          <ol className="map-cities list-unstyled mb-4" data-testid="lander-map-cities">
            {cities.map((city) => (
              <li key={city.name}>
                <span className="map-city-faces" aria-hidden="true">
                  {city.members.slice(0, CITY_FACES).map((member) => (
                    <MemberPhoto key={member.id} member={member} size="thumb" />
                  ))}
                </span>
                <span className="map-city-name">{city.name}</span>
                <span className="map-city-count" aria-hidden="true">
                  {formatNumber(city.members.length)}
                </span>
                <span className="visually-hidden">{t('lander.member_count', { count: formatNumber(city.members.length) })}</span>
              </li>
            ))}
          </ol>
          <div className="text-center">
            <SignupCta />
          </div>
        </section>
      )}
    </>
  );
}
