import './member-landing3.css';
import { LANDER_ANSWER_PARAM, nicheAudience } from '@app/core/landers';
import { type MouseEvent, useState } from 'react';
import { useCopy } from '../../copy';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useLander } from '../../lander-context';
import { ageRanges, answersHref, answersSoFar, matchingMembers } from './quiz';
import { FictionalBadge } from '../../components/fictional-badge';
import { NoMembers } from '../../components/no-members';

const LOOKING_FOR = ['chat', 'date', 'casual', 'friends'] as const;
const WHEN = ['tonight', 'weekend', 'week', 'anytime'] as const;
/** Faces stacked on the result card next to the member. */
const FACES = 4;

/**
 * /members/{id}/landing3: three quick taps (what, which age, when) before the visitor meets the
 * member: a small commitment that makes the signup feel like the natural next step. The answers
 * only pick which members the result shows; nothing is sent anywhere but to this page.
 *
 * Each question is a form whose options submit it: a tap before the browser has taken the page over
 * (or without JavaScript) asks the server for the next question, with the answers in the address.
 * Once the page is the browser's, a tap answers in place.
 */
export default function MemberLanding3Page() {
  const { data, t, formatNumber } = useLander();
  const copy = useCopy();
  const member = data.data.member ?? data.data.members[0];
  const ranges = ageRanges(nicheAudience(data.site.niche));
  const [answers, setAnswers] = useState(() => answersSoFar(data.answers, [LOOKING_FOR, ranges.map((range) => range.label), WHEN]));

  if (!member) {
    return <NoMembers />;
  }

  const questions = [
    { title: t('lander.member_landing3.looking_for'), options: LOOKING_FOR.map((key) => ({ value: key, label: t(`lander.member_landing3.looking.${key}`) })) },
    { title: t('lander.member_landing3.age', { name: member.name }), options: ranges.map((range) => ({ value: range.label, label: range.label })) },
    { title: t('lander.member_landing3.when'), options: WHEN.map((key) => ({ value: key, label: t(`lander.member_landing3.when_options.${key}`) })) },
  ];
  const step = answers.length;
  const done = step >= questions.length;
  const question = questions[step];
  const others = matchingMembers(
    data.data.members.filter((other) => other.id !== member.id),
    ranges.find((range) => range.label === answers[1]),
  );
  /** Answers in place: the link or form would have asked the server for the same page. */
  const inPlace = (next: string[]) => (event: MouseEvent) => {
    event.preventDefault();
    setAnswers(next);
  };

  return (
    <section className="lander-hero ml3-hero">
      <div className="container py-4 py-md-5">
        <div className="ml3-card lander-on-light" data-testid="ml3-card">
          {/* On a desktop the member's photo fills the card's left half; a phone shows the avatar only. */}
          <div className="ml3-side" aria-hidden="true">
            <MemberPhoto member={member} eager />
            <span className="ml3-side-name">
              {member.name}, {member.age}
            </span>
          </div>
          <div className="ml3-body">
            <div className="ml3-top">
              <span className="ml3-avatar">
                <MemberPhoto member={member} size="thumb" eager />
                {member.online && <span className="ml3-avatar-dot" role="img" aria-label={t('lander.online_now')} />}
              </span>
              <div>
                <p className="ml3-kicker mb-1">{copy.headline}</p>
                <h1 className="ml3-title mb-0" data-testid="lander-member-name">
                  {t('lander.member_landing3.question', { name: member.name })}
                </h1>
                <p className="ml3-who mb-0">{member.city ? t('lander.age_city', { age: member.age, city: member.city }) : member.age}</p>
              </div>
            </div>
            <div
              className="progress ml3-progress"
              role="progressbar"
              aria-label={t('lander.member_landing3.progress')}
              aria-valuemin={0}
              aria-valuemax={questions.length}
              aria-valuenow={step}
            >
              {/* Its width is the step's class, not a style: the server's page may carry no style attribute (security-headers.ts). */}
              <div className={`progress-bar ml3-progress-step-${step}`} />
            </div>
            {question ? (
              <form method="get" key={step}>
                {answers.map((earlier, index) => (
                  <input key={index} type="hidden" name={LANDER_ANSWER_PARAM} value={earlier} />
                ))}
                <fieldset className="ml3-step">
                  <legend className="ml3-step-count">{t('lander.member_landing3.step', { step: step + 1, total: questions.length })}</legend>
                  <h2 className="ml3-question">{question.title}</h2>
                  <div className="ml3-options">
                    {question.options.map((option) => (
                      <button
                        key={option.value}
                        type="submit"
                        name={LANDER_ANSWER_PARAM}
                        value={option.value}
                        className="ml3-option"
                        onClick={inPlace([...answers, option.value])}
                        data-testid="ml3-option"
                      >
                        {option.label}
                      </button>
                    ))}
                  </div>
                  {step > 0 && (
                    <a href={answersHref(answers.slice(0, -1))} className="btn btn-link ml3-back" onClick={inPlace(answers.slice(0, -1))}>
                      {t('lander.member_landing3.back')}
                    </a>
                  )}
                </fieldset>
              </form>
            ) : (
              <div className="ml3-result" data-testid="ml3-result" aria-live="polite">
                <div className="ml3-result-photo">
                  <MemberPhoto member={member} eager />
                </div>
                <FictionalBadge member={member} className="mb-2" />
                <h2 className="ml3-result-title" data-testid="ml3-result-title">
                  {others.length === 0
                    ? t('lander.member_landing3.match_alone', { name: member.name })
                    : t(others.length === 1 ? 'lander.member_landing3.match_one' : 'lander.member_landing3.match_many', {
                        name: member.name,
                        count: formatNumber(others.length),
                      })}
                </h2>
                {others.length > 0 && (
                  <div className="ml3-faces" aria-hidden="true">
                    {others.slice(0, FACES).map((other) => (
                      <MemberPhoto key={other.id} member={other} size="thumb" className="ml3-face" />
                    ))}
                  </div>
                )}
                <p className="ml3-result-sub">{copy.subline}</p>
                <SignupCta className="w-100">{t('lander.cta.chat_with', { name: member.name })}</SignupCta>
                <p className="small mt-3 mb-2 ml3-credits">{t('lander.signup_credits', { credits: data.site.signup_credits })}</p>
                <a href={answersHref([])} className="btn btn-link ml3-back" onClick={inPlace([])}>
                  {t('lander.member_landing3.again')}
                </a>
              </div>
            )}
          </div>
        </div>
        {!done && (
          <p className="text-center small mt-3 mb-0 ml3-footnote">
            {t('lander.online_count', { count: formatNumber(data.data.online_members) })}
            <span aria-hidden="true"> · </span>
            {t('lander.member_count', { count: formatNumber(data.data.total_members) })}
          </p>
        )}
      </div>
    </section>
  );
}
