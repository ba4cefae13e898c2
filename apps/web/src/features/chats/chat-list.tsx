import type { ChatEntry, ChatMessage } from '@app/core';
import { useMutationState, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Alert } from '../../components/alert';
import { ChatDots, Gift, Image, Trash } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { AppLink } from '../../app/app-link';
import { EmptyState } from '../../components/empty-state';
import { FictionalMark } from '../../components/fictional-badge';
import { NavBadge } from '../../components/nav-badge';
import { ProfilePhoto } from '../../components/profile-photo';
import { chatsQuery } from '../../lib/chat-queries';
import { errorText } from '../../lib/error-text';
import { pathFor } from '../../route-table';
import { deleteChatKey, useDeleteChat } from './api';
import { CallError } from '../../components/call-error';

/** 'Today' shows the time, older messages the date. */
export function messageTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' }).format(date);
}

export function MessagePreview({ message }: { message: ChatMessage | null }) {
  const { t } = useTranslation();
  if (!message) return <span className="fst-italic">{t('chats.no_messages_yet')}</span>;
  if (message.kind === 'gift')
    return (
      <span className="d-inline-flex align-items-center gap-1">
        <Gift aria-hidden="true" /> {t('chats.preview_gift')}
      </span>
    );
  if (message.kind === 'photo')
    return (
      <span className="d-inline-flex align-items-center gap-1">
        <Image aria-hidden="true" /> {t('chats.preview_photo')}
      </span>
    );
  return <>{message.text}</>;
}

/** The member's conversations (SPEC §2 chat overview): photo, name, last message, time, unread. */
export function ChatList({ activeId }: { activeId?: number }) {
  const { t, i18n } = useTranslation();
  const chats = useQuery(chatsQuery);
  const deleteChat = useDeleteChat();
  const navigate = useNavigate();
  // The latest failed delete, also when it started on another page (deleting the open chat leaves it).
  const failed = useMutationState({
    filters: { mutationKey: deleteChatKey, status: 'error' },
    select: (mutation) => ({ at: mutation.state.submittedAt, error: mutation.state.error }),
  }).at(-1);
  const [dismissedAt, setDismissedAt] = useState(0);
  return (
    <div className="app-chat-list bg-white" data-testid="chat-list">
      {failed && failed.at > dismissedAt && (
        <Alert variant="danger" dismissible onClose={() => setDismissedAt(failed.at)} className="m-2" data-testid="delete-chat-error">
          {errorText(t, failed.error)}
        </Alert>
      )}
      {chats.isPending && (
        <div className="p-3" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            // Bootstrap's placeholder classes as they are: react-bootstrap's Placeholder brought its grid code (0.5 kB) into the chat's first load.
            <div key={row} className="placeholder-glow mb-3">
              <span className="placeholder placeholder-lg col-12" />
            </div>
          ))}
        </div>
      )}
      {chats.isError && <CallError error={chats.error} onRetry={() => void chats.refetch()} className="m-2" />}
      {chats.data && chats.data.chats.length === 0 && (
        <EmptyState icon={<ChatDots size={40} />} title={t('chats.empty_title')} text={t('chats.empty_text')}>
          <AppLink className="btn btn-primary" to={pathFor('members')}>
            {t('nav.search_members')}
          </AppLink>
        </EmptyState>
      )}
      {chats.data && chats.data.chats.length > 0 && (
        <ul className="list-unstyled mb-0">
          {chats.data.chats.map((chat) => (
            <ChatRow
              key={chat.conversation.id}
              chat={chat}
              active={chat.conversation.id === activeId}
              locale={i18n.language}
              onDelete={() => {
                deleteChat.mutate(chat.conversation.id);
                if (chat.conversation.id === activeId) void navigate(pathFor('chats'));
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ChatRow({ chat, active, locale, onDelete }: { chat: ChatEntry; active: boolean; locale: string; onDelete: () => void }) {
  const { t } = useTranslation();
  const unread = chat.num_unread_messages;
  const name = chat.profile?.name ?? t('chats.deleted_member');
  return (
    <li className={`d-flex align-items-center border-bottom app-chat-item ${active ? 'active' : ''}`} data-testid="chat-item" data-conversation-id={chat.conversation.id}>
      <AppLink
        to={pathFor('chats-id', { id: String(chat.conversation.id) })}
        className="d-flex align-items-center gap-3 px-3 py-2 flex-grow-1 text-reset app-chat-preview"
        aria-current={active ? 'page' : undefined}
      >
        <span className="app-chat-avatar">
          <ProfilePhoto url={chat.profile?.main_image?.thumb_url} alt={t('members.photo_of', { name })} />
        </span>
        <span className="flex-grow-1 app-chat-preview">
          <span className="d-flex justify-content-between gap-2">
            <span className="d-flex align-items-center gap-1 min-w-0">
              <span className={`text-truncate ${unread > 0 ? 'fw-bold' : 'fw-semibold'}`}>{name}</span>
              <FictionalMark fictional={chat.profile?.fictional ?? false} size={12} className="flex-shrink-0" />
            </span>
            {chat.last_message && (
              <small className="text-body-secondary text-nowrap">{messageTime(chat.last_message.created_at, locale)}</small>
            )}
          </span>
          <span className="d-flex justify-content-between align-items-center gap-2">
            <small className={`text-truncate ${unread > 0 ? 'text-body' : 'text-body-secondary'}`}>
              <MessagePreview message={chat.last_message} />
            </small>
            {unread > 0 && (
              <span aria-label={t('chats.unread', { count: unread })}>
                <NavBadge count={unread} bg="unread" />
              </span>
            )}
          </span>
        </span>
      </AppLink>
      <Button
        variant="link"
        className="text-body-secondary px-2"
        onClick={onDelete}
        aria-label={t('chats.delete', { name })}
        title={t('chats.delete', { name })}
        data-testid="delete-chat"
      >
        <Trash aria-hidden="true" />
      </Button>
    </li>
  );
}
