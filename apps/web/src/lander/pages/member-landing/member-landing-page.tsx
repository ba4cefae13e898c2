import './member-landing.css';
import { useCopy } from '../../copy';
import { MemberCaption } from '../../components/member-caption';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useLander } from '../../lander-context';
import { NoMembers } from '../../components/no-members';

/** Other members shown under the spotlight: enough for a row on a phone and on a desktop. */
const OTHERS = 6;

/**
 * /members/{id}/landing: an advert for one member. Their photo and words first, then one way on:
 * chat with them (signup whose first message goes to them). A member who left gives way to others.
 */
export default function MemberLandingPage() {
  const { data, t } = useLander();
  const copy = useCopy();
  const member = data.data.member ?? data.data.members[0];
  const others = data.data.members.filter((other) => other.id !== member?.id).slice(0, OTHERS);
  if (!member) {
    return <NoMembers />;
  }
  return (
    <>
      <section className="lander-hero member-landing-hero">
        <div className="container py-4 py-md-5">
          <div className="row align-items-center g-4">
            <div className="col-md-6 col-lg-5">
              <div className="member-landing-photo ratio ratio-1x1 rounded-4 overflow-hidden shadow-lg">
                <MemberPhoto member={member} eager />
              </div>
            </div>
            <div className="col-md-6 col-lg-7">
              {member.online && <span className="badge text-bg-success mb-2">{t('lander.online_now')}</span>}
              <h1 className="display-6 fw-bold mb-1" data-testid="lander-member-name">
                {member.name}, {member.age}
              </h1>
              {member.city && <p className="lead mb-3">{member.city}</p>}
              {member.about && <blockquote className="member-landing-about">“{member.about}”</blockquote>}
              <SignupCta>{t('lander.cta.chat_with', { name: member.name })}</SignupCta>
              <p className="small mt-3 mb-0">{t('lander.signup_credits', { credits: data.site.signup_credits })}</p>
            </div>
          </div>
        </div>
      </section>
      {member.photos.length > 1 && (
        <section className="container py-4" aria-label={t('lander.member_landing.more_photos', { name: member.name })}>
          <h2 className="h5 mb-3">{t('lander.member_landing.more_photos', { name: member.name })}</h2>
          <div className="member-landing-more">
            {member.photos.slice(1).map((_, index) => (
              <div key={index} className="member-landing-locked ratio ratio-1x1 rounded-3 overflow-hidden">
                <MemberPhoto member={member} index={index + 1} size="thumb" />
              </div>
            ))}
          </div>
          <p className="small text-body-secondary mt-2">{t('lander.member_landing.unlock')}</p>
        </section>
      )}
      {others.length > 0 && (
        <section className="bg-body-tertiary py-4">
          <div className="container">
            <h2 className="h5 mb-3">{copy.headline}</h2>
            <div className="member-landing-others">
              {others.map((other) => (
                <figure key={other.id} className="mb-0">
                  <div className="ratio ratio-1x1 rounded-3 overflow-hidden mb-2">
                    <MemberPhoto member={other} size="thumb" />
                  </div>
                  <MemberCaption member={other} className="small" />
                </figure>
              ))}
            </div>
            <div className="text-center mt-4">
              <SignupCta size="md" />
            </div>
          </div>
        </section>
      )}
    </>
  );
}
