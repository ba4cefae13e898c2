import './socialnetwork.css';
import type { LanderMember } from '@app/core';
import { Fragment, useId, useState } from 'react';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useCopy } from '../../copy';
import { useLander } from '../../lander-context';
import { MemberCounts } from '../../components/member-counts';
import { useModalDialog } from '../../../hooks/use-modal-dialog';
import { FictionalBadge } from '../../components/fictional-badge';

/** Posts in the feed: the photos below the fold load as they are scrolled to. */
const POSTS = 10;
/** The join card breaks the feed after this many posts, when the visitor is warmed up. */
const JOIN_AFTER = 3;

/** A post's likes and comments come from its member's id: believable, and the same on every visit. */
const likesOf = (member: LanderMember) => 14 + ((member.id * 37) % 230);
const commentsOf = (member: LanderMember) => 2 + ((member.id * 13) % 27);

/** Why the signup sheet opened: a like or comment on a post, or a tap on a story. */
type Ask = { member: LanderMember; reason: 'react' | 'story' };

const HEART = 'M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.8 3.6 4.5 7 4.5c2.1 0 3.9 1.2 5 3 1.1-1.8 2.9-3 5-3 3.4 0 5.6 3.3 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z';
const BUBBLE = 'M21 11.5a8.5 8.5 0 0 1-12.4 7.6L3 21l1.9-5.6A8.5 8.5 0 1 1 21 11.5z';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** The sheet that answers every like, comment and story: those are for members, so sign up. */
function SignupSheet({ ask, onClose }: { ask: Ask | null; onClose: () => void }) {
  const { data, t } = useLander();
  const dialog = useModalDialog(ask !== null);
  const titleId = useId();
  return (
    <dialog ref={dialog} className="app-dialog social-sheet" aria-labelledby={titleId} onClose={onClose} data-testid="lander-social-sheet">
      {ask && (
        <div className="text-center">
          <div className="social-sheet-face">
            <MemberPhoto member={ask.member} size="thumb" eager />
          </div>
          <h2 className="h4 fw-bold mb-2" id={titleId}>
            {t(ask.reason === 'story' ? 'lander.socialnetwork.sheet_story_title' : 'lander.socialnetwork.sheet_title')}
          </h2>
          <p className="mb-3">{t('lander.socialnetwork.sheet_text', { site: data.site.name, name: ask.member.name })}</p>
          <SignupCta className="w-100" />
          <button type="button" className="btn btn-link mt-2" onClick={() => dialog.current?.close()}>
            {t('lander.socialnetwork.not_now')}
          </button>
        </div>
      )}
    </dialog>
  );
}

function Post({ member, first, onAsk }: { member: LanderMember; first: boolean; onAsk: (ask: Ask) => void }) {
  const { data, t, formatNumber } = useLander();
  const react = () => onAsk({ member, reason: 'react' });
  return (
    <article className="social-post" data-testid="lander-post">
      <header className="social-post-head">
        <span className={`social-avatar ${member.online ? 'is-online' : ''}`}>
          <MemberPhoto member={member} size="thumb" eager={first} />
        </span>
        <span className="social-post-who">
          <strong>{member.name}</strong>
          <span className="small text-body-secondary">
            {member.city ? t('lander.age_city', { age: member.age, city: member.city }) : member.age}
            {member.online && <span className="social-online"> · {t('lander.online_now')}</span>}
          </span>
        </span>
        <FictionalBadge member={member} className="ms-auto" />
      </header>
      <div className="social-post-photo">
        <MemberPhoto member={member} eager={first} />
      </div>
      <div className="social-post-actions">
        <button type="button" className="social-action" onClick={react} data-testid="lander-like">
          <Icon path={HEART} />
          <span className="visually-hidden">{t('lander.socialnetwork.like')}</span>
          <span aria-hidden="true">{formatNumber(likesOf(member))}</span>
        </button>
        <button type="button" className="social-action" onClick={react}>
          <Icon path={BUBBLE} />
          <span className="visually-hidden">{t('lander.socialnetwork.comment')}</span>
          <span aria-hidden="true">{formatNumber(commentsOf(member))}</span>
        </button>
      </div>
      <p className="social-post-text">
        <strong>{member.name}</strong> {member.about || t('lander.socialnetwork.fallback_post', { site: data.site.name })}
      </p>
      <button type="button" className="btn btn-link social-comments" onClick={react}>
        {t('lander.socialnetwork.view_comments', { count: formatNumber(commentsOf(member)) })}
      </button>
    </article>
  );
}

/** The site in numbers and the way in: beside the feed on a desktop, inside it on a phone. */
function JoinCard({ className = '' }: { className?: string }) {
  const { data, t } = useLander();
  return (
    <aside className={`social-join ${className}`}>
      <p className="h5 fw-bold mb-2">{t('lander.socialnetwork.join_title', { site: data.site.name })}</p>
      <MemberCounts className="social-join-stats mb-3" />
      <SignupCta className="w-100" />
      <ul className="social-trust list-unstyled mb-0 mt-3">
        <li>{t('lander.trust.free')}</li>
        <li>{t('lander.trust.private')}</li>
        <li>{t('lander.trust.live')}</li>
      </ul>
    </aside>
  );
}

/**
 * /landers/socialnetwork: the site dressed as the social app everyone knows: stories, a feed of
 * real members and their own words. Liking and commenting are for members, so each opens the signup.
 */
export default function SocialnetworkPage() {
  const { data, t } = useLander();
  const copy = useCopy();
  const [ask, setAsk] = useState<Ask | null>(null);
  const { members } = data.data;
  const posts = members.slice(0, POSTS);

  return (
    <>
      <section className="lander-hero social-hero">
        <div className="container text-center">
          <h1 className="h2 fw-bold mb-1">{copy.headline}</h1>
          <p className="mb-0">{copy.subline}</p>
        </div>
      </section>
      <div className="social-body">
        <div className="container social-layout">
          <div className="social-feed">
            {members.length > 0 && (
              <section className="social-stories-box" aria-label={t('lander.socialnetwork.stories')}>
                <ul className="social-stories list-unstyled mb-0">
                  {members.map((member) => (
                    <li key={member.id}>
                      <button type="button" className="social-story" onClick={() => setAsk({ member, reason: 'story' })} data-testid="lander-story">
                        <span className={`social-avatar social-avatar-lg ${member.online ? 'is-online' : ''}`}>
                          <MemberPhoto member={member} size="thumb" eager />
                        </span>
                        <span className="social-story-name">{member.name}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {posts.length === 0 && (
              <div className="social-join">
                <p className="mb-3">{t('lander.no_members')}</p>
                <SignupCta className="w-100" />
              </div>
            )}
            {posts.map((member, index) => (
              <Fragment key={member.id}>
                <Post member={member} first={index === 0} onAsk={setAsk} />
                {index === JOIN_AFTER - 1 && <JoinCard className="d-lg-none" />}
              </Fragment>
            ))}
            {posts.length > 0 && (
              <div className="social-end text-center">
                <p className="fw-semibold mb-3">{t('lander.socialnetwork.feed_end')}</p>
                <SignupCta />
              </div>
            )}
          </div>
          <div className="social-side d-none d-lg-block">
            <JoinCard />
          </div>
        </div>
      </div>
      <SignupSheet ask={ask} onClose={() => setAsk(null)} />
    </>
  );
}
