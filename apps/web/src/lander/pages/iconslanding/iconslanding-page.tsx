import './iconslanding.css';
import type { LanderMember } from '@app/core';
import { useId, useState } from 'react';
import { MemberCaption } from '../../components/member-caption';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useCopy } from '../../copy';
import { useLander } from '../../lander-context';
import { MemberCounts } from '../../components/member-counts';
import { InterestIcon, PICKER_INTERESTS, type PickerInterest } from './interest-icons';

/** Two rows of four tiles: enough choice without scrolling past the fold on a phone. */
const TILES = 8;
/** Faces under the picker: four rows on a phone, three on a desktop. */
const SHOWN = 12;

const CHOICES = Object.keys(PICKER_INTERESTS) as PickerInterest[];

/** The offered interests the most members share, so a tap nearly always finds someone. */
function popularInterests(members: readonly LanderMember[]): PickerInterest[] {
  const count = (interest: PickerInterest) => members.filter((member) => member.interests.includes(interest)).length;
  return CHOICES.map((interest) => ({ interest, members: count(interest) }))
    .sort((a, b) => b.members - a.members)
    .slice(0, TILES)
    .map(({ interest }) => interest);
}

const sharedCount = (member: LanderMember, picked: ReadonlySet<string>) => member.interests.filter((interest) => picked.has(interest)).length;

/**
 * /landers/iconslanding: the visitor taps what they love and sees the real members who love it
 * too, the most in common first. Choosing is a small commitment that makes the signup feel natural.
 */
export default function IconslandingPage() {
  const { data, t, formatNumber } = useLander();
  const copy = useCopy();
  const titleId = useId();
  const { members } = data.data;
  const [tiles] = useState(() => popularInterests(members));
  const [picked, setPicked] = useState<ReadonlySet<PickerInterest>>(new Set());

  const toggle = (interest: PickerInterest) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(interest)) next.add(interest);
      return next;
    });

  const matches = members
    .map((member) => ({ member, shared: sharedCount(member, picked) }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map(({ member }) => member);
  const shown = (picked.size > 0 && matches.length > 0 ? matches : members).slice(0, SHOWN);

  return (
    <>
      <section className="lander-hero icons-hero">
        <div className="container text-center">
          <h1 className="display-6 fw-bold mb-2">{copy.headline}</h1>
          <p className="lead mb-3">{copy.subline}</p>
          <MemberCounts className="icons-stats mb-0" />
        </div>
      </section>

      <section className="container icons-picker" aria-labelledby={titleId}>
        <div className="icons-panel">
          <h2 className="h4 fw-bold mb-1" id={titleId}>
            {t('lander.iconslanding.title')}
          </h2>
          <p className="text-body-secondary mb-3">{t('lander.iconslanding.hint')}</p>
          <div className="icons-grid" role="group" aria-labelledby={titleId}>
            {tiles.map((interest) => (
              <button
                key={interest}
                type="button"
                className="icons-tile"
                aria-pressed={picked.has(interest)}
                onClick={() => toggle(interest)}
                data-testid={`lander-interest-${interest}`}
              >
                <InterestIcon interest={interest} className="icons-tile-icon" />
                <span>{t(`lander.iconslanding.interests.${interest}`)}</span>
              </button>
            ))}
          </div>
          <div className="icons-result">
            <p className="mb-0 fw-semibold" aria-live="polite" data-testid="lander-interest-matches">
              {members.length === 0
                ? t('lander.no_members')
                : picked.size === 0
                  ? t('lander.iconslanding.pick_prompt')
                  : matches.length > 0
                    ? t('lander.iconslanding.matches', { count: formatNumber(matches.length) })
                    : t('lander.iconslanding.no_matches')}
            </p>
            {picked.size > 0 && (
              <button type="button" className="btn btn-link btn-sm p-0 icons-clear" onClick={() => setPicked(new Set())}>
                {t('lander.iconslanding.clear')}
              </button>
            )}
          </div>
          <SignupCta className="w-100 mt-3">{matches.length > 0 ? t('lander.iconslanding.cta') : undefined}</SignupCta>
        </div>
      </section>

      {shown.length > 0 && (
        <section className="container py-4 py-md-5" aria-label={t('lander.iconslanding.members')}>
          <ul className="icons-members list-unstyled mb-0">
            {shown.map((member, index) => {
              const theirs = tiles.filter((interest) => member.interests.includes(interest));
              return (
                <li key={member.id} className={`icons-member ${sharedCount(member, picked) > 0 ? 'is-match' : ''}`} data-testid="lander-member">
                  <div className="icons-member-photo">
                    <MemberPhoto member={member} size="thumb" eager={index < 4} />
                    <MemberCaption member={member} className="icons-member-caption" />
                  </div>
                  {theirs.length > 0 && (
                    <ul className="icons-member-interests list-unstyled mb-0">
                      {theirs.map((interest) => (
                        <li key={interest} className={picked.has(interest) ? 'is-shared' : ''} title={t(`lander.iconslanding.interests.${interest}`)}>
                          <InterestIcon interest={interest} />
                          <span className="visually-hidden">{t(`lander.iconslanding.interests.${interest}`)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="text-center mt-4">
            <SignupCta />
          </div>
        </section>
      )}
    </>
  );
}
