import type { ChatMessage } from '@app/core';
import { Button } from 'react-bootstrap';
import { ArrowClockwise, Check, CheckAll, Clock, Flag } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { photoSrc } from '../../lib/photos';
import { pathFor } from '../../route-table';
import { useSettings } from '../../site/api';
import { messageTime } from './chat-list';
import type { PendingMessage } from './use-chat-sender';

/** A message in the history; the member's own carry a delivered or read tick. */
export function Bubble({ message, own }: { message: ChatMessage; own: boolean }) {
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
          {!own && (
            <Link
              to={`${pathFor('complaints')}?profile_id=${message.sender_id}&message_id=${message.id}`}
              className="text-body-secondary"
              aria-label={t('chats.report_message')}
              title={t('chats.report_message')}
              data-testid="report-message"
            >
              <Flag aria-hidden="true" />
            </Link>
          )}
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

/** A message on its way, or failed, with retry and cancel. */
export function PendingBubble({ item, onRetry, onDiscard }: { item: PendingMessage; onRetry: () => void; onDiscard: () => void }) {
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
            <ArrowClockwise aria-hidden="true" /> {t('common.try_again')}
          </Button>
          <Button variant="link" size="sm" className="p-0 text-body-secondary" onClick={onDiscard}>
            {t('common.cancel')}
          </Button>
        </small>
      )}
    </div>
  );
}
