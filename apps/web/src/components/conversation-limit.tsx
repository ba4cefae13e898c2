import { type ChatEntry, FREE_CONVERSATION_LIMIT, type User } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatsQuery } from '../lib/chat-queries';
import { pathFor } from '../route-table';
import { PremiumCta } from './premium-cta';
import { ProfilePhoto } from './profile-photo';

/**
 * SPEC §6: a free member who already chats with FREE_CONVERSATION_LIMIT members cannot start a
 * chat with another (the server counts the chats their list shows); a chat they have goes on.
 */
export function reachedConversationLimit(user: Pick<User, 'paid_user'> | null | undefined, chats: ChatEntry[] | undefined, profileId: number): boolean {
  if (!user || user.paid_user || !chats) return false;
  return chats.length >= FREE_CONVERSATION_LIMIT && !chats.some((chat) => chat.profile?.id === profileId);
}

/** The limit said plainly, the chats that hold it (to go on with, or delete one), and the way to premium. */
export function ConversationLimit({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const chats = useQuery(chatsQuery).data?.chats ?? [];
  return (
    <div className={compact ? 'small' : ''} data-testid="conversation-limit">
      <p className="mb-2">{t('chats.limit_text', { limit: FREE_CONVERSATION_LIMIT })}</p>
      {chats.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3">
          {chats.map((chat) => {
            const name = chat.profile?.name ?? t('chats.deleted_member');
            return (
              <li key={chat.conversation.id}>
                <Link
                  to={pathFor('chats-id', { id: String(chat.conversation.id) })}
                  className="d-inline-flex align-items-center gap-2 border rounded-pill pe-3 text-reset bg-white"
                  data-testid="conversation-limit-chat"
                >
                  <span className="app-chat-avatar app-chat-avatar-sm">
                    <ProfilePhoto url={chat.profile?.main_image?.thumb_url} alt={t('members.photo_of', { name })} />
                  </span>
                  <span className="fw-semibold">{name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <PremiumCta compact={compact} text={t('chats.limit_premium')} />
    </div>
  );
}
