import type { ProfileCard } from '@app/core';
import { ArrowLeft } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { FictionalMark } from '../../components/fictional-badge';
import { ProfilePhoto } from '../../components/profile-photo';
import { pathFor } from '../../route-table';

/**
 * The chat layout has no navigation: the conversation's own bar leads back and to the member.
 * `profile` is undefined while the chat loads, null when the member has deleted their account.
 */
export function ChatHeader({ profile }: { profile: ProfileCard | null | undefined }) {
  const { t } = useTranslation();
  return (
    <header className="border-bottom bg-white shadow-sm flex-shrink-0" data-testid="chat-header">
      <div className="d-flex align-items-center gap-2 px-2 py-2">
        <Link to={pathFor('chats')} className="btn btn-link text-body px-2" aria-label={t('chats.back')} title={t('chats.back')} data-testid="chat-back">
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        {/* The conversation's heading names the other member (one level-one heading per page). */}
        <h1 className={`h6 mb-0 min-w-0${profile === undefined ? ' visually-hidden' : ''}`}>
          {profile === undefined && t('routes.chats-id')}
          {profile === null && (
            <span className="fw-semibold text-body-secondary" data-testid="chat-deleted-member">
              {t('chats.deleted_member')}
            </span>
          )}
          {profile && (
            <Link
              to={pathFor('members-id', { id: String(profile.id) })}
              className="d-flex align-items-center gap-2 text-reset min-w-0"
              data-testid="chat-profile-link"
            >
              <span className="app-chat-avatar app-chat-avatar-sm">
                <ProfilePhoto url={profile.main_image?.thumb_url} alt={t('members.photo_of', { name: profile.name })} eager />
              </span>
              <span className="fw-semibold text-truncate">{profile.name}</span>
              <span className="text-body-secondary fw-normal">{t('members.age_short', { age: profile.age })}</span>
              <FictionalMark fictional={profile.fictional} />
            </Link>
          )}
        </h1>
      </div>
    </header>
  );
}
