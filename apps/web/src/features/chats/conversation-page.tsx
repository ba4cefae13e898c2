import { type ChatEntry, type ChatMessage, FREE_CONVERSATION_LIMIT, type Gift, ICEBREAKER_KEYS } from '@app/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { ArrowClockwise, Check, CheckAll, Clock, Gift as GiftIcon, Image, SendFill } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PremiumCta } from '../../components/premium-cta';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCurrentUser } from '../../hooks/use-session';
import { ApiError } from '../../lib/api-client';
import { chatsQuery, flattenMessages, messagesQuery, setOpenConversation } from '../../lib/chats';
import { errorText } from '../../lib/form-errors';
import { photoSrc } from '../../lib/photos';
import { pathFor } from '../../route-table';
import { useSettings } from '../../site/api';
import { giftsQuery, openedChatKey, useMarkRead } from './api';
import { ChatHeader } from './chat-header';
import { ChatList, messageTime } from './chat-list';
import { type PendingMessage, useChatSender } from './use-chat-sender';

/** /chats/{id}: one conversation, beside the list on desktop, alone on phones (SPEC §2, §9). */
export function Component() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  return (
    <MemberOnly>
      <div className="app-chat-screen" data-route="chats-id">
        <div className="app-chats flex-grow-1">
          <div className="d-none d-md-flex">
            <ChatList activeId={id} />
          </div>
          <div className="app-chat-content">{Number.isInteger(id) && id > 0 ? <ConversationLoader key={id} id={id} /> : <NotFound />}</div>
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
  const queryClient = useQueryClient();
  const entry =
    chats.data?.chats.find((chat) => chat.conversation.id === id) ?? queryClient.getQueryData<ChatEntry>(openedChatKey(id));
  useDocumentTitle(entry ? entry.profile.name : t('routes.chats-id'));
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

function Conversation({ chat }: { chat: ChatEntry }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const conversationId = chat.conversation.id;
  const history = useInfiniteQuery(messagesQuery(conversationId));
  const messages = flattenMessages(history.data);
  const sender = useChatSender(chat.profile.id);
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
  const onScroll = () => {
    const box = scroller.current;
    if (!box || box.scrollTop > NEAR_TOP_PX || !history.hasNextPage || history.isFetchingNextPage) return;
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
    const nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
    if (!firstShown.current || nearBottom || pendingCount > 0) box.scrollTop = box.scrollHeight;
    firstShown.current = true;
  }, [newestId, pendingCount, history.data]);

  const [icebreakerClosed, setIcebreakerClosed] = useState(false);
  const showIcebreaker =
    chat.can_reply && history.isSuccess && messages.length === 0 && sender.pending.length === 0 && !sender.text && !icebreakerClosed;

  return (
    <>
      <ChatHeader profile={chat.profile} />
      <div className="app-chat-history" ref={scroller} onScroll={onScroll} data-testid="chat-history">
        <div className="app-chat-column px-3 py-3 d-flex flex-column gap-2">
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
          {history.isError && <Alert variant="danger">{errorText(t, history.error)}</Alert>}
          {history.isSuccess && messages.length === 0 && sender.pending.length === 0 && (
            <p className="text-center text-body-secondary my-4" data-testid="chat-empty">
              {t('chats.start_text', { name: chat.profile.name })}
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
      <IcebreakerModal
        show={showIcebreaker}
        name={chat.profile.name}
        onHide={() => setIcebreakerClosed(true)}
        onPick={(text) => {
          sender.setText(text);
          setIcebreakerClosed(true);
        }}
      />
    </>
  );
}

function Bubble({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  return (
    <div className={`d-flex ${own ? 'justify-content-end' : 'justify-content-start'}`} data-testid="message" data-own={own}>
      <div className={`app-bubble ${own ? 'app-bubble-own' : 'app-bubble-other'}`}>
        {message.kind === 'photo' && message.photo && (
          <a href={photoSrc(message.photo.url, settings?.cdn_prefix)} target="_blank" rel="noreferrer">
            <img src={photoSrc(message.photo.thumb_url, settings?.cdn_prefix)} alt={t('chats.preview_photo')} loading="lazy" />
          </a>
        )}
        {message.kind === 'gift' && message.gift && (
          <span className="d-flex flex-column align-items-center app-gift-tile">
            <img src={photoSrc(message.gift.image_url, settings?.cdn_prefix)} alt={t('chats.preview_gift')} />
            <small>{t('chats.preview_gift')}</small>
          </span>
        )}
        {message.text && <span>{message.text}</span>}
        <small className={`d-flex justify-content-end align-items-center gap-1 mt-1 app-bubble-meta${own ? '' : ' text-body-secondary'}`}>
          {messageTime(message.created_at, i18n.language)}
          {own &&
            (message.read ? (
              <CheckAll aria-label={t('chats.read')} data-testid="read-tick" />
            ) : (
              <Check aria-label={t('chats.delivered')} data-testid="sent-tick" />
            ))}
        </small>
      </div>
    </div>
  );
}

function PendingBubble({ item, onRetry, onDiscard }: { item: PendingMessage; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  const { outgoing } = item;
  const failed = item.status === 'failed';
  return (
    <div className="d-flex flex-column align-items-end" data-testid="pending-message" data-status={item.status}>
      <div className={`app-bubble app-bubble-own ${failed ? '' : 'app-bubble-pending'}`}>
        {outgoing.kind === 'text' && <span>{outgoing.text}</span>}
        {outgoing.kind === 'gift' && t('chats.preview_gift')}
        {outgoing.kind === 'photo' && t('chats.preview_photo')}
        {!failed && (
          <small className="d-flex justify-content-end mt-1 app-bubble-meta">
            <Clock aria-label={t('chats.sending')} />
          </small>
        )}
      </div>
      {failed && (
        <small className="text-danger d-flex align-items-center gap-2 mt-1">
          {t('chats.send_failed')}
          <Button variant="link" size="sm" className="p-0" onClick={onRetry} data-testid="retry-send">
            <ArrowClockwise aria-hidden="true" /> {t('chats.retry')}
          </Button>
          <Button variant="link" size="sm" className="p-0 text-body-secondary" onClick={onDiscard}>
            {t('common.cancel')}
          </Button>
        </small>
      )}
    </div>
  );
}

/** Why a send was refused, with the way out where there is one (SPEC §6, §8). */
function SendError({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === 'not_enough_credits') {
    return (
      <Alert variant="warning" dismissible onClose={onClose} className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="not-enough-credits">
        <span className="flex-grow-1">{t('errors.not_enough_credits')}</span>
        <Link className="btn btn-primary btn-sm" to={pathFor('credits')}>
          {t('chats.buy_credits')}
        </Link>
      </Alert>
    );
  }
  if (error instanceof ApiError && error.code === 'conversation_limit_reached') {
    return (
      <Alert variant="light" dismissible onClose={onClose} className="mb-2 border" data-testid="conversation-limit">
        <PremiumCta compact text={t('errors.conversation_limit_reached', { limit: FREE_CONVERSATION_LIMIT, ...error.params })} />
      </Alert>
    );
  }
  return (
    <Alert variant="danger" dismissible onClose={onClose} className="mb-2" data-testid="send-error">
      {errorText(t, error)}
    </Alert>
  );
}

type Sender = ReturnType<typeof useChatSender>;

function Composer({ chat, sender }: { chat: ChatEntry; sender: Sender }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const maxLength = settings?.message_length ?? 1000;
  const [giftsOpen, setGiftsOpen] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);

  if (!chat.can_reply) {
    return (
      <footer className="border-top bg-white flex-shrink-0">
        <div className="app-chat-column p-3">
          <Alert variant="info" className="mb-0" data-testid="cannot-reply">
            {t('errors.cannot_reply')}
          </Alert>
        </div>
      </footer>
    );
  }
  const tooLong = sender.text.length > maxLength;
  return (
    <footer className="border-top bg-white flex-shrink-0" data-testid="composer">
      <div className="app-chat-column px-2 px-sm-3 py-2">
        {sender.error !== null && <SendError error={sender.error} onClose={sender.clearError} />}
        <Form
          className="d-flex align-items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!tooLong) sender.sendText();
          }}
        >
          <Button variant="outline-secondary" onClick={() => setGiftsOpen(true)} aria-label={t('chats.send_gift')} title={t('chats.send_gift')} data-testid="gift-button">
            <GiftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline-secondary" onClick={() => photoInput.current?.click()} aria-label={t('chats.send_photo')} title={t('chats.send_photo')} data-testid="photo-button">
            <Image aria-hidden="true" />
          </Button>
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            className="d-none"
            data-testid="photo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) sender.sendPhoto(file);
              event.target.value = '';
            }}
          />
          <div className="flex-grow-1">
            <Form.Control
              as="textarea"
              rows={1}
              value={sender.text}
              onChange={(event) => sender.setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  if (!tooLong) sender.sendText();
                }
              }}
              placeholder={t('chats.placeholder')}
              aria-label={t('chats.placeholder')}
              isInvalid={tooLong}
              data-testid="composer-input"
            />
          </div>
          <Button type="submit" variant="primary" disabled={!sender.text.trim() || tooLong} aria-label={t('chats.send')} title={t('chats.send')} data-testid="send">
            <SendFill aria-hidden="true" />
          </Button>
        </Form>
        <div className="d-flex justify-content-between gap-2 mt-1 small text-body-secondary">
          <CostHint />
          <span className={tooLong ? 'text-danger' : ''} data-testid="length-counter">
            {t('chats.length_counter', { count: sender.text.length, max: maxLength })}
          </span>
        </div>
      </div>
      {giftsOpen && (
        <GiftPicker
          onHide={() => setGiftsOpen(false)}
          onPick={(gift) => {
            setGiftsOpen(false);
            sender.sendGift(gift);
          }}
        />
      )}
    </footer>
  );
}

/** What sending costs (settings), with the least a message costs in the member's country as money. */
function CostHint() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { data: user } = useCurrentUser();
  if (!settings) return <span />;
  const minimum = user ? settings.minimum_message_costs[user.profile.country] : undefined;
  let money: string | undefined;
  if (minimum && minimum.costs > 0) {
    try {
      money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: minimum.currency }).format(minimum.costs);
    } catch {
      money = undefined;
    }
  }
  return (
    <span data-testid="cost-hint">
      {t('chats.cost_hint', { message: settings.message_credits, photo: settings.photo_credits, gift: settings.gift_credits })}
      {money && <> {t('chats.cost_minimum', { amount: money })}</>}
    </span>
  );
}

function GiftPicker({ onHide, onPick }: { onHide: () => void; onPick: (gift: Gift) => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const gifts = useQuery(giftsQuery);
  return (
    <Modal show onHide={onHide} centered data-testid="gift-picker">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title as="h2" className="h5">
          {t('chats.gifts_title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {settings && <p className="small text-body-secondary">{t('chats.gift_cost', { credits: settings.gift_credits })}</p>}
        {gifts.isPending && <Spinner animation="border" variant="secondary" />}
        {gifts.isError && <Alert variant="danger">{errorText(t, gifts.error)}</Alert>}
        {gifts.data && (
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            {gifts.data.gifts.map((gift) => (
              <Button key={gift.id} variant="outline-secondary" className="app-gift-tile p-2" onClick={() => onPick(gift)} aria-label={t('chats.send_gift')} data-testid="gift">
                <img src={photoSrc(gift.image_url, settings?.cdn_prefix)} alt="" />
              </Button>
            ))}
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}

/** SPEC §2 icebreaker modal: suggested first messages that fill the composer. */
function IcebreakerModal({ show, name, onHide, onPick }: { show: boolean; name: string; onHide: () => void; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onHide} centered data-testid="icebreaker-modal">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title as="h2" className="h5">
          {t('chats.icebreaker_title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{t('chats.icebreaker_text')}</p>
        <div className="d-grid gap-2">
          {ICEBREAKER_KEYS.map((key) => (
            <Button key={key} variant="outline-secondary" className="text-start" onClick={() => onPick(t(`icebreakers.${key}`))} data-testid="icebreaker">
              {t(`icebreakers.${key}`)}
            </Button>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  );
}
