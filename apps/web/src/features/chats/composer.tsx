import type { ChatEntry, Gift } from '@app/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Alert } from '../../components/alert';
import { Gift as GiftIcon, Image, SendFill } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../hooks/use-session';
import { useSettings } from '../../site/api';
import { CostHint } from './cost-hint';
import { FictionalWarning } from './fictional-warning';
import { SendError } from './send-error';
import { asksBeforeSpending, stopAskingBeforeSpending } from './spend-asks';
import type { useChatSender } from './use-chat-sender';

type Sender = ReturnType<typeof useChatSender>;

// Loaded when the member opens the gifts: react-bootstrap's Modal is not worth its weight in every
// conversation's first load (issue #20).
const GiftPicker = lazy(() => import('./gift-picker').then((module) => ({ default: module.GiftPicker })));
// Loaded when a spend is asked about, which most conversations never do.
const SpendConfirm = lazy(() => import('./spend-confirm').then((module) => ({ default: module.SpendConfirm })));

type Spend = { kind: 'gift'; gift: Gift } | { kind: 'photo'; file: File };

/** The length counter shows from 90 % of the longest message on: before that it only takes room. */
export const nearLimit = (length: number, max: number) => length >= max * 0.9;

/** Text, gift and photo sending with what they cost; where the member may not reply, why not. */
export function Composer({ chat, sender }: { chat: ChatEntry; sender: Sender }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const maxLength = settings?.message_length ?? 1000;
  const [giftsOpen, setGiftsOpen] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const userId = useCurrentUser().data?.id;
  // A gift or photo waiting for the member's yes: they cost more than a message and go with one tap.
  const [asking, setAsking] = useState<Spend | null>(null);
  const send = (spend: Spend) => (spend.kind === 'gift' ? sender.sendGift(spend.gift) : sender.sendPhoto(spend.file));
  const spend = (next: Spend) => {
    if (settings && userId !== undefined && asksBeforeSpending(userId, next.kind)) setAsking(next);
    else send(next);
  };

  if (!chat.can_reply) {
    return (
      <footer className="border-top bg-white flex-shrink-0">
        <div className="app-chat-column p-3">
          <Alert variant="info" className="mb-0" data-testid="cannot-reply">
            {chat.profile === null ? t('chats.deleted_member_note') : t('errors.cannot_reply')}
          </Alert>
        </div>
      </footer>
    );
  }
  // An app that did not know yet learns it from the server's refusal.
  const refusedUnwarned = sender.error instanceof ApiError && sender.error.code === 'fictional_warning_unconfirmed';
  if (chat.fictional_warning_pending || refusedUnwarned) {
    return (
      <footer className="border-top bg-white flex-shrink-0">
        <div className="app-chat-column p-3">
          <FictionalWarning onConfirmed={sender.clearError} />
        </div>
      </footer>
    );
  }
  const tooLong = sender.text.length > maxLength;
  return (
    <footer className="border-top bg-white flex-shrink-0" data-testid="composer">
      <div className="app-chat-column px-2 px-sm-3 py-2">
        {sender.error !== null && <SendError error={sender.error} onClose={sender.clearError} />}
        {/* Plain markup, not react-bootstrap's Form: its chunk was 2.4 kB of the chat's first load (issue 20's 120 kB). */}
        <form
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
              if (file) spend({ kind: 'photo', file });
              event.target.value = '';
            }}
          />
          <div className="flex-grow-1">
            <textarea
              className={`form-control${tooLong ? ' is-invalid' : ''}`}
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
              aria-invalid={tooLong || undefined}
              data-testid="composer-input"
            />
          </div>
          <Button type="submit" variant="primary" disabled={!sender.text.trim() || tooLong} aria-label={t('chats.send')} title={t('chats.send')} data-testid="send">
            <SendFill aria-hidden="true" />
          </Button>
        </form>
        {/* One line on a phone: the counter shows only near the limit, the hint never wraps. */}
        <div className="d-flex justify-content-between gap-2 mt-1 small text-body-secondary text-nowrap" data-testid="composer-footer">
          <CostHint />
          {nearLimit(sender.text.length, maxLength) && (
            <span className={tooLong ? 'text-danger' : ''} data-testid="length-counter">
              {t('chats.length_counter', { count: sender.text.length, max: maxLength })}
            </span>
          )}
        </div>
      </div>
      {giftsOpen && (
        <Suspense fallback={null}>
          <GiftPicker
            onHide={() => setGiftsOpen(false)}
            onPick={(gift) => {
              setGiftsOpen(false);
              spend({ kind: 'gift', gift });
            }}
          />
        </Suspense>
      )}
      {asking && settings && (
        <Suspense fallback={null}>
          <SpendConfirm
            kind={asking.kind}
            credits={asking.kind === 'gift' ? settings.gift_credits : settings.photo_credits}
            onClose={() => setAsking(null)}
            onConfirm={(stopAsking) => {
              if (stopAsking && userId !== undefined) stopAskingBeforeSpending(userId, asking.kind);
              setAsking(null);
              send(asking);
            }}
          />
        </Suspense>
      )}
    </footer>
  );
}
