import { type ChatEntry, FREE_CONVERSATION_LIMIT, type User } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { chatsQuery } from '../lib/chat-queries';
import { pathFor } from '../route-table';
import { PremiumCta } from './premium-cta';
import { ProfilePhoto } from './profile-photo';

/**
 * The chats a free member's limit counts (SPEC §6), as the server does: those they can write in.
 * One with a deleted member, or with one who cannot be replied to yet, frees its place.
 */
export function countedChats(chats: ChatEntry[]): ChatEntry[] {
  return chats.filter((chat) => chat.profile !== null && chat.can_reply);
}

/**
 * SPEC §6: a free member who already chats with FREE_CONVERSATION_LIMIT members cannot start a
 * chat with another; a chat they have goes on.
 */
export function reachedConversationLimit(user: Pick<User, 'paid_user'> | null | undefined, chats: ChatEntry[] | undefined, profileId: number): boolean {
  if (!user || user.paid_user || !chats) return false;
  return countedChats(chats).length >= FREE_CONVERSATION_LIMIT && !chats.some((chat) => chat.profile?.id === profileId);
}

/** The limit said plainly, the chats that hold it (to go on with, or delete one), and the way to premium. */
export function ConversationLimit({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const chats = countedChats(useQuery(chatsQuery).data?.chats ?? []);
  return (
    <div className={compact ? 'small' : ''} data-testid="conversation-limit">
      <p className="mb-2">{t('chats.limit_text', { limit: FREE_CONVERSATION_LIMIT })}</p>
      {chats.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3">
          {chats.map((chat) => (
            <li key={chat.conversation.id}>
              <Link
                to={pathFor('chats-id', { id: String(chat.conversation.id) })}
                className="d-inline-flex align-items-center gap-2 border rounded-pill pe-3 text-reset bg-white"
                data-testid="conversation-limit-chat"
              >
                <span className="app-chat-avatar app-chat-avatar-sm">
                  <ProfilePhoto url={chat.profile?.main_image?.thumb_url} alt={t('members.photo_of', { name: chat.profile?.name })} />
                </span>
                <span className="fw-semibold">{chat.profile?.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PremiumCta compact={compact} text={t('chats.limit_premium')} />
    </div>
  );
}
