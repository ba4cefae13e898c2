import type { LanderMember } from '@app/core';
import { MemberCaption } from '../../components/member-caption';
import { MemberPhoto } from '../../components/member-photo';
import { SignupCta } from '../../components/signup-cta';
import { useLander } from '../../lander-context';
import { useModalDialog } from '../../../hooks/use-modal-dialog';

/** A gallery tile, larger: the photo, what they say about themselves, and the way to chat. */
export function MemberPreview({ member, onClose }: { member: LanderMember; onClose: () => void }) {
  const { t } = useLander();
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      className="app-dialog gallery-preview"
      aria-label={member.name}
      onCancel={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      data-testid="gallery-preview"
    >
      <button type="button" className="btn-close gallery-preview-close" onClick={onClose} aria-label={t('lander.gallery.close')} />
      <div className="gallery-preview-photo ratio ratio-1x1">
        <MemberPhoto member={member} eager />
      </div>
      <div className="gallery-preview-body">
        <MemberCaption member={member} className="gallery-preview-caption" />
        {member.about && <p className="gallery-preview-about">{member.about}</p>}
        <SignupCta className="w-100">{t('lander.cta.chat_with', { name: member.name })}</SignupCta>
      </div>
    </dialog>
  );
}
