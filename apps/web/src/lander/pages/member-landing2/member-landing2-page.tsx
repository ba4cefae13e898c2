import './member-landing2.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCopy } from '../../copy';
import { MemberCaption } from '../../components/member-caption';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useHydrated, useLander } from '../../lander-context';
import { chatBubbles, typingTime } from './chat-bubbles';
import { FictionalBadge } from '../../components/fictional-badge';
import { NoMembers } from '../../components/no-members';

/** Members under the chat: one row on a phone and on a desktop. */
const OTHERS = 6;
/** The pause before the member starts typing, so the visitor sees the empty chat first. */
const FIRST_PAUSE = 500;
const GREETINGS = ['lander.member_landing2.greeting_1', 'lander.member_landing2.greeting_2', 'lander.member_landing2.greeting_3'];

const prefersStill = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /members/{id}/landing2: the member writes to the visitor. Their about text arrives as chat
 * bubbles, each after a moment of typing dots; the reply box is closed until the visitor signs up,
 * so its send button is the call to action.
 */
export default function MemberLanding2Page() {
  const { data, t } = useLander();
  const hydrated = useHydrated();
  const copy = useCopy();
  const member = data.data.member ?? data.data.members[0];
  const messages = useMemo(() => {
    const bubbles = member ? chatBubbles(member.about) : [];
    return bubbles.length > 0 ? bubbles : GREETINGS.map((key) => t(key, { name: member?.name ?? '' }));
  }, [member, t]);
  // Without motion every message is there at once; otherwise they arrive one by one. Only the
  // browser knows which, once hydrated: the server's page shows the chat before the first.
  const [arrived, setArrived] = useState(0);
  const shown = hydrated && prefersStill() ? messages.length : arrived;
  const [typing, setTyping] = useState(false);
  const cta = useRef<HTMLDivElement>(null);
  const others = data.data.members.filter((other) => other.id !== member?.id).slice(0, OTHERS);

  useEffect(() => {
    if (shown >= messages.length) return;
    let timer = window.setTimeout(
      () => {
        setTyping(true);
        timer = window.setTimeout(() => {
          setTyping(false);
          setArrived((count) => count + 1);
        }, typingTime(messages[shown]!));
      },
      shown === 0 ? FIRST_PAUSE : 300,
    );
    return () => window.clearTimeout(timer);
  }, [shown, messages]);

  if (!member) {
    return <NoMembers />;
  }
  const reply = t('lander.member_landing2.reply', { name: member.name });
  const done = shown >= messages.length;
  return (
    <>
      <section className="lander-hero ml2-hero">
        <div className="container py-4 py-md-5">
          <div className="ml2-header text-center mb-3 mb-md-4">
            <p className="ml2-headline mb-1">{copy.headline}</p>
            <p className="ml2-subline mb-0">{copy.subline}</p>
          </div>
          <div className="ml2-chat" data-testid="ml2-chat">
            <div className="ml2-chat-head">
              <span className="ml2-avatar">
                <MemberPhoto member={member} size="thumb" eager />
                {member.online && <span className="ml2-avatar-dot" role="img" aria-label={t('lander.online_now')} />}
              </span>
              <div className="ml2-chat-who">
                <h1 className="ml2-name mb-0" data-testid="lander-member-name">
                  {member.name}, {member.age}
                </h1>
                <span className="ml2-status" aria-live="polite">
                  {typing ? t('lander.member_landing2.typing', { name: member.name }) : member.city || t('lander.online_now')}
                </span>
              </div>
              <FictionalBadge member={member} className="ms-auto" />
            </div>
            <div className="ml2-messages" role="log" aria-label={t('lander.member_landing2.messages', { name: member.name })}>
              <p className="ml2-day">{t('lander.member_landing2.just_now')}</p>
              <div className="ml2-bubble ml2-photo-bubble">
                <MemberPhoto member={member} eager />
              </div>
              {messages.slice(0, shown).map((message, index) => (
                <p key={index} className="ml2-bubble" data-testid="ml2-bubble">
                  {message}
                </p>
              ))}
              {typing && (
                <p className="ml2-bubble ml2-typing" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </p>
              )}
              {done && (
                <p className="ml2-waiting" data-testid="ml2-waiting">
                  {t('lander.member_landing2.waiting', { name: member.name })}
                </p>
              )}
            </div>
            <div className="ml2-reply">
              {/* Not a field: typing needs an account, so a tap on it does what the send button does. */}
              <div className="ml2-reply-box" aria-hidden="true" onClick={() => cta.current?.querySelector('a')?.click()}>
                {t('lander.member_landing2.write')}
              </div>
              <div ref={cta} className="ml2-send lander-on-light">
                <SignupCta size="md">
                  <span>{reply}</span>
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M3 11.5 21 3l-6.5 18-3-7.5z" fill="currentColor" />
                  </svg>
                </SignupCta>
              </div>
            </div>
          </div>
          <p className="small text-center mt-3 mb-0 ml2-credits">{t('lander.signup_credits', { credits: data.site.signup_credits })}</p>
        </div>
      </section>
      {others.length > 0 && (
        <section className="container py-4" aria-labelledby="ml2-others">
          <h2 className="h5 mb-3" id="ml2-others">
            {t('lander.member_landing2.others')}
          </h2>
          <div className="ml2-others">
            {others.map((other) => (
              <figure key={other.id} className="mb-0">
                <div className="ratio ratio-1x1 rounded-circle overflow-hidden mb-2">
                  <MemberPhoto member={other} size="thumb" />
                </div>
                <MemberCaption member={other} className="small align-items-center text-center" />
              </figure>
            ))}
          </div>
          <div className="text-center mt-4">
            <SignupCta size="md" />
          </div>
        </section>
      )}
    </>
  );
}
