import type { LanderMember } from '@app/core';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useLander } from '../../lander-context';
import { useModalDialog } from '../../../hooks/use-modal-dialog';

/** Faces shown side by side in the match: more would not fit a phone. */
const FACES = 3;

/**
 * The match: the members the visitor liked, and the signup that lets them chat. With no likes (the
 * stack ran out) it invites them to see more members instead.
 */
export function MatchDialog({ liked, onClose }: { liked: LanderMember[]; onClose: () => void }) {
  const { data, t } = useLander();
  const dialog = useModalDialog();
  const names = new Intl.ListFormat(data.locale, { type: 'conjunction' }).format(liked.map((member) => member.name));
  return (
    <dialog
      ref={dialog}
      className="app-dialog swipe-match text-center"
      aria-labelledby="swipe-match-title"
      onCancel={onClose}
      data-testid="swipe-match"
    >
      {liked.length > 0 && (
        <div className="swipe-match-faces" aria-hidden="true">
          {liked.slice(0, FACES).map((member) => (
            <MemberPhoto key={member.id} member={member} size="thumb" className="swipe-match-face" eager />
          ))}
        </div>
      )}
      <h2 id="swipe-match-title" className="swipe-match-title fw-bold">
        {liked.length > 0 ? t('lander.tinderswipe.match_title') : t('lander.tinderswipe.empty_title')}
      </h2>
      <p className="mb-4">{liked.length > 0 ? t('lander.tinderswipe.match_text', { names }) : t('lander.tinderswipe.empty_text')}</p>
      <SignupCta className="w-100" />
      <p className="small text-body-secondary mt-2 mb-3">{t('lander.signup_credits', { credits: data.site.signup_credits })}</p>
      <button type="button" className="btn btn-link btn-sm" onClick={onClose}>
        {t('lander.tinderswipe.later')}
      </button>
    </dialog>
  );
}
