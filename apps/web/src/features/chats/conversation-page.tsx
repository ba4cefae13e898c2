import type { ChatEntry } from '@app/core';
import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { TakeOverInTurn } from '../../app/take-over';
import type { ServerRendered } from '../../app/page-state';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCurrentUser } from '../../hooks/use-session';
import { chatsQuery, flattenMessages, messagesQuery } from '../../lib/chat-queries';
import { setOpenConversation } from '../../lib/realtime-dispatch';
import { userQuery } from '../../lib/session';
import { openedChatKey, useMarkRead } from './api';
import { ChatHeader } from './chat-header';
import { ChatList } from './chat-list';
import { Composer } from './composer';
import { Bubble, PendingBubble } from './message-bubbles';
import { useChatSender } from './use-chat-sender';
import { CallError } from '../../components/call-error';

// Loaded when an empty conversation first suggests a message: react-bootstrap's Modal is not worth
// its weight in every conversation's first load (issue #20).
const IcebreakerModal = lazy(() => import('./icebreaker-modal').then((module) => ({ default: module.IcebreakerModal })));

/**
 * The server renders a member's conversation with the chat list and the newest messages, so a
 * phone shows them before the app has loaded; a visitor's request is left to the browser, which
 * sends them to log in.
 */
export const handle: ServerRendered = {
  prefetch: async ({ queryClient, params }) => {
    const id = Number(params.id);
    if (!queryClient.getQueryData(userQuery.queryKey) || !Number.isInteger(id) || id <= 0) return false;
    await Promise.all([queryClient.prefetchQuery(chatsQuery), queryClient.prefetchInfiniteQuery(messagesQuery(id))]);
  },
};

/** /chats/{id}: one conversation, beside the list on desktop, alone on phones (SPEC §2, §9). */
export function Component() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  return (
    <MemberOnly>
      <div className="app-chat-screen" data-route="chats-id">
        <div className="app-chats flex-grow-1">
          {/* The list and the conversation are taken over each in a turn of its own (app/take-over.tsx). */}
          <TakeOverInTurn>
            <div className="d-none d-md-flex">
              <ChatList activeId={id} />
            </div>
          </TakeOverInTurn>
          <TakeOverInTurn>
            <div className="app-chat-content">{Number.isInteger(id) && id > 0 ? <ConversationLoader key={id} id={id} /> : <NotFound />}</div>
          </TakeOverInTurn>
        </div>
      </div>
    </MemberOnly>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <ChatHeader profile={undefined} />
      <div className="app-chat-column p-3">
        <Alert variant="warning" data-testid="chat-not-found">
          {t('chats.not_found')}
        </Alert>
      </div>
    </>
  );
}

/** The conversation's entry: from the list, or as /members/{id}/chat opened it. */
function ConversationLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const chats = useQuery(chatsQuery);
  // Read from the cache only, and watched, so a change to the opened chat (a confirmed warning) shows.
  const opened = useQuery<ChatEntry>({ queryKey: openedChatKey(id), queryFn: skipToken });
  const entry = chats.data?.chats.find((chat) => chat.conversation.id === id) ?? opened.data;
  useDocumentTitle(entry ? (entry.profile?.name ?? t('chats.deleted_member')) : t('routes.chats-id'));
  if (entry) return <Conversation chat={entry} />;
  if (chats.isPending)
    return (
      <>
        <ChatHeader profile={undefined} />
        <div className="text-center p-4">
          <Spinner animation="border" variant="secondary" />
        </div>
      </>
    );
  return <NotFound />;
}

const NEAR_TOP_PX = 80;
const NEAR_BOTTOM_PX = 120;
const distanceToBottom = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight;

interface Following {
  /** The view follows the newest message: it was last scrolled to (near) the bottom. */
  newest: boolean;
  /**
   * Where the page itself last scrolled to: that scroll's event may arrive after a photo grew
   * meanwhile, and must not read as the member scrolling away from the bottom.
   */
  ownScrollTop: number | null;
}

function toNewest(box: HTMLElement, follow: Following): void {
  box.scrollTop = box.scrollHeight;
  follow.ownScrollTop = box.scrollTop;
  follow.newest = true;
}

function Conversation({ chat }: { chat: ChatEntry }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const conversationId = chat.conversation.id;
  const history = useInfiniteQuery(messagesQuery(conversationId));
  const messages = flattenMessages(history.data);
  const sender = useChatSender(chat.profile?.id ?? null);
  // The signup message the credits did not cover (SPEC §3 signup_message): written, not lost.
  const draft = chat.draft;
  const setSenderText = sender.setText;
  useEffect(() => {
    if (draft) setSenderText((current) => current || draft);
  }, [draft, setSenderText]);
  const name = chat.profile?.name ?? t('chats.deleted_member');
  const markRead = useMarkRead();
  const userId = user?.id;

  // SPEC §4: opening sets unread to 0; so does each message that arrives while it is open.
  const lastIncoming = [...messages].reverse().find((message) => message.sender_id !== userId)?.id;
  const markReadMutate = markRead.mutate;
  useEffect(() => {
    markReadMutate(conversationId);
  }, [conversationId, lastIncoming, markReadMutate]);
  useEffect(() => {
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [conversationId]);

  // Older pages load when the member scrolls to the top; the view keeps its place meanwhile.
  const scroller = useRef<HTMLDivElement>(null);
  const heightBefore = useRef<number | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const follow = useRef<Following>({ newest: true, ownScrollTop: null });
  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    if (box.scrollTop !== follow.current.ownScrollTop) follow.current.newest = distanceToBottom(box) < NEAR_BOTTOM_PX;
    if (box.scrollTop > NEAR_TOP_PX || !history.hasNextPage || history.isFetchingNextPage) return;
    heightBefore.current = box.scrollHeight;
    void history.fetchNextPage();
  };
  const pageCount = history.data?.pages.length ?? 0;
  const newestId = messages.at(-1)?.id ?? 0;
  const pendingCount = sender.pending.length;
  const firstShown = useRef(false);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (heightBefore.current !== null) {
      box.scrollTop += box.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    }
  }, [pageCount]);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !history.data) return;
    if (!firstShown.current || distanceToBottom(box) < NEAR_BOTTOM_PX || pendingCount > 0) toNewest(box, follow.current);
    firstShown.current = true;
  }, [newestId, pendingCount, history.data]);
  // A photo gets its height only once loaded, after the scroll above: the view follows it down,
  // so the newest photo is not left cut off under the composer.
  useEffect(() => {
    const box = scroller.current;
    const column = content.current;
    if (!box || !column || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (follow.current.newest) toNewest(box, follow.current);
    });
    observer.observe(column);
    return () => observer.disconnect();
  }, []);

  const [icebreakerClosed, setIcebreakerClosed] = useState(false);
  // Not over the warning about a fictional profile: that comes first.
  const showIcebreaker =
    chat.can_reply &&
    !chat.fictional_warning_pending &&
    history.isSuccess && messages.length === 0 && sender.pending.length === 0 && !sender.text && !icebreakerClosed;
  // Once shown it stays mounted, so it can fade out when it goes.
  const [icebreakerShown, setIcebreakerShown] = useState(false);
  if (showIcebreaker && !icebreakerShown) setIcebreakerShown(true);

  return (
    <>
      <ChatHeader profile={chat.profile} />
      <div className="app-chat-history" ref={scroller} onScroll={onScroll} data-testid="chat-history">
        <div className="app-chat-column px-3 py-3 d-flex flex-column gap-2" ref={content}>
          {history.isFetchingNextPage && (
            <div className="text-center">
              <Spinner animation="border" size="sm" variant="secondary" />
            </div>
          )}
          {history.hasNextPage && !history.isFetchingNextPage && (
            <div className="text-center">
              <Button variant="link" size="sm" onClick={() => void history.fetchNextPage()} data-testid="load-older">
                {t('chats.load_older')}
              </Button>
            </div>
          )}
          {history.isPending && (
            <div className="text-center py-4">
              <Spinner animation="border" variant="secondary" />
            </div>
          )}
          {history.isError && <CallError error={history.error} onRetry={() => void history.refetch()} />}
          {history.isSuccess && messages.length === 0 && sender.pending.length === 0 && (
            <p className="text-center text-body-secondary my-4" data-testid="chat-empty">
              {t('chats.start_text', { name })}
            </p>
          )}
          {messages.map((message) => (
            <Bubble key={message.id} message={message} own={message.sender_id === userId} />
          ))}
          {sender.pending.map((item) => (
            <PendingBubble key={item.outgoing.client_message_id} item={item} onRetry={() => sender.retry(item)} onDiscard={() => sender.discard(item)} />
          ))}
        </div>
      </div>
      <Composer chat={chat} sender={sender} />
      {icebreakerShown && (
        <Suspense fallback={null}>
          <IcebreakerModal
            show={showIcebreaker}
            name={name}
            onHide={() => setIcebreakerClosed(true)}
            onPick={(text) => {
              sender.setText(text);
              setIcebreakerClosed(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
