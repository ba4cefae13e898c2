import { FREE_CONVERSATION_LIMIT } from '@app/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '../../components/alert';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PremiumCta } from '../../components/premium-cta';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { pathFor } from '../../route-table';
import { conversationQuery, rememberOpenedChat } from './api';
import { ChatHeader } from './chat-header';

/** /members/{id}/chat: opens (or starts) the conversation with the member, then shows it as /chats/{id}. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.members-id-chat'));
  const { id: rawId } = useParams();
  const profileId = Number(rawId);
  return (
    <MemberOnly>
      <div className="app-chat-screen" data-route="members-id-chat">
        {Number.isInteger(profileId) && profileId > 0 ? (
          <OpenConversation profileId={profileId} />
        ) : (
          <Alert variant="danger" className="m-3">
            {t('errors.not_found')}
          </Alert>
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
  return (
    <>
      <ChatHeader profile={undefined} />
      <div className="app-chat-column p-3">
        {opened.isPending && <PageLoading />}
        {error instanceof ApiError && error.code === 'conversation_limit_reached' ? (
          <PremiumCta text={t('errors.conversation_limit_reached', { limit: FREE_CONVERSATION_LIMIT, ...error.params })} />
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
