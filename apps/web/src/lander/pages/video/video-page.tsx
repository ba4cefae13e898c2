import './video.css';
import type { LanderMember } from '@app/core';
import { useRef, useState } from 'react';
import { useCopy } from '../../copy';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useLander } from '../../lander-context';
import { CallIcon, Silhouette } from './video-icons';
import { FictionalBadge } from '../../components/fictional-badge';

/** Members in the "also live now" row: a swipeable row on a phone, one row of tiles on a desktop. */
const ALSO_LIVE = 8;

/** Online members first: they are the ones a visitor could really reach tonight. */
const liveFirst = (members: LanderMember[]) => [...members].sort((a, b) => Number(b.online) - Number(a.online));

/**
 * /landers/video: a video call that is about to start. The caller's photo fills the frame, the
 * visitor's own tile waits in the corner, and the only way to start the call is the signup. The
 * camera and microphone buttons only change the look; "next" and the row below change the caller.
 */
export default function VideoPage() {
  const { data, t, formatNumber } = useLander();
  const copy = useCopy();
  const members = liveFirst(data.data.members);
  const [callerId, setCallerId] = useState(members[0]?.id);
  const [cameraOn, setCameraOn] = useState(true);
  const [micOn, setMicOn] = useState(true);
  const call = useRef<HTMLDivElement>(null);
  const caller = members.find((member) => member.id === callerId) ?? members[0];
  const others = members.filter((member) => member.id !== caller?.id).slice(0, ALSO_LIVE);
  const start = t('lander.video.start');

  const showNext = () => {
    const index = members.findIndex((member) => member.id === caller?.id);
    setCallerId(members[(index + 1) % members.length]?.id);
  };

  return (
    <>
      <section className="lander-hero video-hero">
        <div className="container py-4 py-lg-5">
          <div className="row align-items-center g-4 g-lg-5">
            <div className="col-lg-5 order-lg-2 video-intro">
              <p className="video-kicker mb-2">
                {data.data.online_members > 0 && (
                  <>
                    <span className="video-live-dot" aria-hidden="true" />
                    {t('lander.online_count', { count: formatNumber(data.data.online_members) })}
                    <span aria-hidden="true"> · </span>
                  </>
                )}
                {t('lander.member_count', { count: formatNumber(data.data.total_members) })}
              </p>
              <h1 className="display-6 fw-bold mb-2">{copy.headline}</h1>
              <p className="lead mb-0">{copy.subline}</p>
              <div className="d-none d-lg-block mt-4">
                <SignupCta className="video-start">
                  <CallIcon name="camera" />
                  {start}
                </SignupCta>
                <p className="small mt-3 mb-0">{t('lander.signup_credits', { credits: data.site.signup_credits })}</p>
              </div>
            </div>
            <div className="col-lg-7 order-lg-1">
              {caller ? (
                <div className="video-call" data-testid="video-call" ref={call}>
                  <div className="video-call-frame">
                    <MemberPhoto key={caller.id} member={caller} eager className="video-caller-photo" />
                    <div className="video-call-top">
                      <span className="video-live-badge">
                        <span className="video-live-dot" aria-hidden="true" />
                        {t('lander.video.live')}
                      </span>
                      <span className="video-call-private">{t('lander.video.private')}</span>
                    </div>
                    <div className={`video-self ${cameraOn ? '' : 'video-self-off'}`} aria-label={t('lander.video.you')} role="img">
                      {cameraOn ? <Silhouette /> : <CallIcon name="camera" off />}
                      <span className="video-self-label">
                        {!micOn && <CallIcon name="mic" off />}
                        {t('lander.video.you')}
                      </span>
                    </div>
                    <div className="video-call-bottom">
                      <div className="video-caller">
                        <strong className="video-caller-name" data-testid="lander-member-name">
                          {caller.name}, {caller.age}
                        </strong>
                        {caller.city && <span className="video-caller-city">{caller.city}</span>}
                        <FictionalBadge member={caller} />
                      </div>
                      <span className="video-levels" role="img" aria-label={t('lander.video.speaking', { name: caller.name })}>
                        <span />
                        <span />
                        <span />
                        <span />
                        <span />
                      </span>
                    </div>
                  </div>
                  <div className="video-controls" role="group" aria-label={t('lander.video.controls')}>
                    <button
                      type="button"
                      className={`video-control ${micOn ? '' : 'video-control-off'}`}
                      aria-pressed={!micOn}
                      aria-label={t('lander.video.mute')}
                      title={t('lander.video.mute')}
                      onClick={() => setMicOn(!micOn)}
                    >
                      <CallIcon name="mic" off={!micOn} />
                    </button>
                    <button
                      type="button"
                      className={`video-control ${cameraOn ? '' : 'video-control-off'}`}
                      aria-pressed={!cameraOn}
                      aria-label={t('lander.video.camera_off')}
                      title={t('lander.video.camera_off')}
                      onClick={() => setCameraOn(!cameraOn)}
                    >
                      <CallIcon name="camera" off={!cameraOn} />
                    </button>
                    <button
                      type="button"
                      className="video-control video-control-next"
                      aria-label={t('lander.video.next')}
                      title={t('lander.video.next')}
                      onClick={showNext}
                      disabled={members.length < 2}
                    >
                      <CallIcon name="next" />
                    </button>
                    <SignupCta size="md" className="video-start video-start-inline">
                      <CallIcon name="camera" />
                      {start}
                    </SignupCta>
                  </div>
                </div>
              ) : (
                <div className="video-call video-call-empty text-center p-4">
                  <p className="lead mb-3">{t('lander.no_members')}</p>
                  <SignupCta className="video-start">{start}</SignupCta>
                </div>
              )}
              <p className="small mt-3 mb-0 d-lg-none text-center">{t('lander.signup_credits', { credits: data.site.signup_credits })}</p>
            </div>
          </div>
        </div>
      </section>
      {others.length > 0 && (
        <section className="container py-4 py-lg-5" aria-labelledby="video-also-live">
          <h2 className="h5 mb-3" id="video-also-live">
            {t('lander.video.also_live')}
          </h2>
          <ul className="video-also list-unstyled mb-0">
            {others.map((other) => (
              <li key={other.id}>
                <button
                  type="button"
                  className="video-also-tile"
                  onClick={() => {
                    setCallerId(other.id);
                    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
                    call.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'center' });
                  }}
                  // Named by what it shows (name, age, city), as a voice user reads it out; the action is its description.
                  title={t('lander.video.call', { name: other.name })}
                >
                  <span className="video-also-photo">
                    <MemberPhoto member={other} size="thumb" />
                    {other.online && <span className="video-live-badge video-live-badge-sm">{t('lander.video.live')}</span>}
                  </span>
                  <span className="video-also-name">
                    {other.name}, {other.age}
                  </span>
                  {other.city && <span className="video-also-city">{other.city}</span>}
                </button>
              </li>
            ))}
          </ul>
          <div className="text-center mt-4">
            <SignupCta size="md" className="video-start">
              <CallIcon name="camera" />
              {start}
            </SignupCta>
          </div>
        </section>
      )}
    </>
  );
}
