import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useLoaderData, useNavigate } from 'react-router';
import { ConversationLimit } from '../../components/conversation-limit';
import { PageLoading } from '../../components/page-loading';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCurrentUser } from '../../hooks/use-session';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { memberIdLoader } from '../../lib/member-id';
import { memberQuery } from '../../lib/member-profile';
import { pathFor } from '../../route-table';
import { conversationQuery, rememberOpenedChat } from './api';
import { ChatHeader } from './chat-header';

export const loader = memberIdLoader;

/** /members/{id}/chat: opens (or starts) the conversation with the member, then shows it as /chats/{id}. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.members-id-chat'));
  const profileId = useLoaderData<typeof memberIdLoader>();
  const { data: user } = useCurrentUser();
  return (
    <MemberOnly>
      <div className="app-chat-screen" data-route="members-id-chat">
        {/* One's own profile has no chat (the server refuses it): its page, as others see it. */}
        {user?.id === profileId ? (
          <Navigate to={pathFor('members-id', { id: String(profileId) })} replace />
        ) : (
          <OpenConversation profileId={profileId} />
        )}
      </div>
    </MemberOnly>
  );
}

function OpenConversation({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const opened = useQuery({ ...conversationQuery(profileId), retry: (count, error) => error instanceof ApiError && error.retryable && count < 3 });
  const chat = opened.data?.chat;
  useEffect(() => {
    if (!chat) return;
    rememberOpenedChat(queryClient, chat);
    void navigate(pathFor('chats-id', { id: String(chat.conversation.id) }), { replace: true });
  }, [chat, navigate, queryClient]);

  const error = opened.error;
  const limited = error instanceof ApiError && error.code === 'conversation_limit_reached';
  // Refused, the page still says whom it is about: the profile the member came from is usually cached.
  const profile = useQuery({ ...memberQuery(profileId), enabled: limited }).data?.profile;
  return (
    <>
      <ChatHeader profile={profile} />
      <div className="app-chat-column p-3">
        {opened.isPending && <PageLoading />}
        {limited ? (
          <ConversationLimit />
        ) : (
          error && (
            <Alert variant="danger" data-testid="open-chat-error">
              {errorText(t, error)}
            </Alert>
          )
        )}
      </div>
    </>
  );
}
