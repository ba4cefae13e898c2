import './tinderswipe.css';
import type { LanderMember } from '@app/core';
import { useCallback, useState } from 'react';
import { useCopy } from '../../copy';
import { MemberCaption } from '../../components/member-caption';
import { useActivityText } from '../../components/member-counts';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useLander } from '../../lander-context';
import { MatchDialog } from './match-dialog';
import { useSwipe, type Verdict } from './use-swipe';
import { NoMembers } from '../../components/no-members';

/** Likes that open the match: few enough to reach in seconds, enough to feel like a choice. */
export const LIKES_FOR_MATCH = 3;
/** Cards drawn behind the top one, so the stack looks like a stack. */
const STACK_DEPTH = 3;

/**
 * /landers/tinderswipe: the visitor swipes through real members (drag, ♥/✕, arrow keys). Three
 * likes, or the end of the stack, open a match that only a signup can answer.
 */
export default function TinderswipePage() {
  const { data, t } = useLander();
  const copy = useCopy();
  const members = data.data.members;
  const [position, setPosition] = useState(0);
  const [liked, setLiked] = useState<LanderMember[]>([]);
  const [matchOpen, setMatchOpen] = useState(false);
  const [matchSeen, setMatchSeen] = useState(false);
  const finished = position >= members.length;

  const decide = useCallback(
    (verdict: Verdict) => {
      const member = members[position];
      if (!member) return;
      const likes = verdict === 'like' ? [...liked, member] : liked;
      setLiked(likes);
      setPosition(position + 1);
      const reachedMatch = !matchSeen && likes.length >= LIKES_FOR_MATCH;
      if (reachedMatch || position + 1 >= members.length) {
        setMatchSeen(true);
        setMatchOpen(true);
      }
    },
    [members, position, liked, matchSeen],
  );
  const swipe = useSwipe(decide, !matchOpen && !finished);

  if (members.length === 0) {
    return <NoMembers />;
  }

  const stack = members.slice(position, position + STACK_DEPTH);
  return (
    <>
      <section className="lander-hero swipe-page">
        <div className="container swipe-layout py-4 py-lg-5">
          <header className="swipe-intro text-center text-lg-start">
            <h1 className="swipe-headline fw-bold mb-2">{copy.headline}</h1>
            <p className="swipe-subline mb-3">{copy.subline}</p>
            <Progress liked={liked.length} />
            <div className="d-none d-lg-block mt-4">
              <SignupCta />
              <p className="small mt-3 mb-1 swipe-muted">{t('lander.tinderswipe.keys_hint')}</p>
              <Stats />
            </div>
          </header>

          <div className="swipe-stage">
            <div className="swipe-stack" aria-live="polite">
              {finished ? (
                <div className="swipe-empty text-center">
                  <p className="fw-semibold mb-3">{t('lander.tinderswipe.empty_title')}</p>
                  <SignupCta size="md" />
                </div>
              ) : (
                stack
                  .map((member, depth) => (
                    <SwipeCard key={member.id} member={member} depth={depth} swipe={depth === 0 ? swipe : undefined} eager={depth < 2} />
                  ))
                  .reverse()
              )}
            </div>
            <div className="swipe-buttons">
              <button
                type="button"
                className="swipe-button swipe-button-pass"
                onClick={() => swipe.fling('pass')}
                disabled={finished}
                aria-label={t('lander.tinderswipe.pass')}
                data-testid="swipe-pass"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="3" strokeLinecap="round" fill="none" />
                </svg>
              </button>
              <button
                type="button"
                className="swipe-button swipe-button-like"
                onClick={() => swipe.fling('like')}
                disabled={finished}
                aria-label={t('lander.tinderswipe.like')}
                data-testid="swipe-like"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" width="32" height="32">
                  <path
                    d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.6.7-1.4 2.2-2.6 4.3-2.6 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
                    fill="currentColor"
                  />
                </svg>
              </button>
            </div>
            <div className="d-lg-none text-center">
              <p className="small mt-2 mb-3 swipe-muted">{t('lander.tinderswipe.swipe_hint')}</p>
              <SignupCta size="md" />
              <Stats />
            </div>
          </div>
        </div>
      </section>
      {/* Outside the hero, whose white call to action would vanish on the dialog's white. */}
      {matchOpen && <MatchDialog liked={liked} onClose={() => setMatchOpen(false)} />}
    </>
  );
}

/** The site's size and who is on now, as a quiet line under the call to action. */
function Stats() {
  const { data, t, formatNumber } = useLander();
  const total = data.data.total_members;
  const activity = useActivityText();
  return (
    <p className="small mt-2 mb-0 swipe-muted">
      {[total > 0 && t('lander.member_count', { count: formatNumber(total) }), activity].filter(Boolean).join(' · ')}
    </p>
  );
}

/** "Like 3 to see who likes you back", with a heart for each like given so far. */
function Progress({ liked }: { liked: number }) {
  const { t } = useLander();
  const done = Math.min(liked, LIKES_FOR_MATCH);
  return (
    <div className="swipe-progress" data-testid="swipe-progress">
      <span className="swipe-hearts" role="img" aria-label={t('lander.tinderswipe.progress', { liked: done, goal: LIKES_FOR_MATCH })}>
        {Array.from({ length: LIKES_FOR_MATCH }, (_, index) => (
          <span key={index} className={`swipe-heart ${index < done ? 'is-on' : ''}`} aria-hidden="true">
            ♥
          </span>
        ))}
      </span>
      <span>{t('lander.tinderswipe.hint')}</span>
    </div>
  );
}

interface SwipeCardProps {
  member: LanderMember;
  depth: number;
  swipe?: ReturnType<typeof useSwipe>;
  eager: boolean;
}

function SwipeCard({ member, depth, swipe, eager }: SwipeCardProps) {
  const { t } = useLander();
  const offset = swipe?.offset ?? 0;
  // The resting stack is drawn by the style sheet (data-depth); only a card on the move gets a
  // style of its own, set in the browser: the server's page carries no style attribute, which the
  // site's policy refuses (security-headers.ts).
  const moving = offset !== 0;
  return (
    <article
      className={`swipe-card ${swipe?.dragging ? 'is-dragging' : ''}`}
      data-depth={depth}
      style={moving ? { transform: `translateX(${offset}px) rotate(${offset / 18}deg)` } : undefined}
      aria-hidden={depth > 0}
      data-testid={depth === 0 ? 'swipe-top-card' : undefined}
      {...swipe?.handlers}
    >
      <MemberPhoto member={member} eager={eager} className="swipe-card-photo" />
      {swipe && (
        <>
          <span className="swipe-stamp swipe-stamp-like" style={moving ? { opacity: Math.max(0, offset / 90) } : undefined} aria-hidden="true">
            {t('lander.tinderswipe.like')}
          </span>
          <span className="swipe-stamp swipe-stamp-pass" style={moving ? { opacity: Math.max(0, -offset / 90) } : undefined} aria-hidden="true">
            {t('lander.tinderswipe.pass')}
          </span>
        </>
      )}
      <MemberCaption member={member} className="swipe-card-caption" />
    </article>
  );
}
