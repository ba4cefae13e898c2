import type { ProfileCard } from '@app/core';
import { Modal } from 'react-bootstrap';
import { ChatHeartFill, HeartFill } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { FictionalMark } from '../components/fictional-badge';
import { ProfilePhoto } from '../components/profile-photo';
import type { LikeModalKind } from '../hooks/use-like-modal';
import { pathFor } from '../route-table';

interface LikeModalProps {
  profile: ProfileCard;
  kind: LikeModalKind;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
}

/**
 * The new-like / match modal (SPEC §4): a click anywhere closes it; the photo and the profile
 * button open the member, 'Send a message' starts the conversation.
 */
export function LikeModal({ profile, kind, show, onHide, onExited }: LikeModalProps) {
  const { t } = useTranslation();
  const profilePath = pathFor('members-id', { id: String(profile.id) });
  const title = kind === 'match' ? t('like_modal.match_title') : t('like_modal.like_title', { name: profile.name });
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      onClick={onHide}
      centered
      size="sm"
      contentClassName="app-like-modal border-0 text-center overflow-hidden"
      aria-labelledby="like-modal-title"
      data-testid="like-modal"
    >
      <div className="app-like-modal-head px-3 pt-4 pb-5">
        <HeartFill size={28} aria-hidden="true" className="mb-2" />
        <h2 className="h4 mb-1" id="like-modal-title">
          {title}
        </h2>
        <p className="small mb-0">
          {kind === 'match' ? t('like_modal.match_text', { name: profile.name }) : t('like_modal.like_text')}
        </p>
      </div>
      <div className="px-3 pb-4">
        <Link to={profilePath} className="app-like-modal-photo d-inline-block rounded-circle overflow-hidden shadow">
          <ProfilePhoto url={profile.main_image?.match} alt={t('members.photo_of', { name: profile.name })} eager />
        </Link>
        <p className="h5 mt-2 mb-3 d-flex justify-content-center align-items-center gap-1">
          {profile.name}
          <span className="text-body-secondary fw-normal">{t('members.age_short', { age: profile.age })}</span>
          <FictionalMark fictional={profile.fictional} />
        </p>
        <div className="d-grid gap-2">
          <Link
            className="btn btn-primary d-inline-flex justify-content-center align-items-center gap-2"
            to={pathFor('members-id-chat', { id: String(profile.id) })}
            data-testid="like-modal-message"
          >
            <ChatHeartFill aria-hidden="true" />
            {t('like_modal.send_message')}
          </Link>
          <Link className="btn btn-outline-secondary" to={profilePath} data-testid="like-modal-profile">
            {t('like_modal.view_profile')}
          </Link>
        </div>
        <p className="small text-body-secondary mt-3 mb-0">{t('like_modal.click_to_close')}</p>
      </div>
    </Modal>
  );
}
