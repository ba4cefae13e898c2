import type { ProfileCard, SwipeAction } from '@app/core';
import { type PointerEvent, useRef, useState } from 'react';
import { InfoCircleFill } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { FictionalMark } from '../../components/fictional-badge';
import { MemberLocation } from '../../components/member-location';
import { ProfilePhoto } from '../../components/profile-photo';
import { pathFor } from '../../route-table';

/** Dragged further than this (px), the card goes; less, it springs back. */
const SWIPE_DISTANCE = 100;
/** How long the card takes to fly out before the next one is on top. */
export const FLY_OUT_MS = 260;

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
}

interface SwipeCardProps {
  card: ProfileCard;
  /** 0 = on top and draggable; 1, 2 = waiting behind it. */
  depth: number;
  /** Set when the card leaves by a button or key: it flies out that way. */
  leaving?: SwipeAction;
  /** False once today's likes are used: a drag to the right springs back. */
  canLike: boolean;
  onSwipe: (action: SwipeAction) => void;
}

/**
 * One card of the stack. The top card follows a finger or the mouse (pointer events), tilts as it
 * goes, shows LIKE or NOPE, and leaves when let go far enough to either side.
 */
export function SwipeCard({ card, depth, leaving, canLike, onSwipe }: SwipeCardProps) {
  const { t } = useTranslation();
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const [flying, setFlying] = useState<SwipeAction | undefined>();
  const out = leaving ?? flying;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (depth !== 0 || out || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // A link on the card (the profile) keeps working as a link.
    if ((event.target as HTMLElement).closest('a, button')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setOffset({ x: event.clientX - current.startX, y: (event.clientY - current.startY) * 0.3 });
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const dx = event.clientX - current.startX;
    const action: SwipeAction = dx > 0 ? 'like' : 'pass';
    if (Math.abs(dx) >= SWIPE_DISTANCE && (action === 'pass' || canLike)) {
      setFlying(action);
      onSwipe(action);
    } else {
      setOffset({ x: 0, y: 0 });
    }
  };

  let transform: string;
  if (out) {
    const direction = out === 'like' ? 1 : -1;
    transform = `translate(${direction * 150}%, ${offset.y}px) rotate(${direction * 25}deg)`;
  } else if (depth === 0) {
    transform = `translate(${offset.x}px, ${offset.y}px) rotate(${offset.x / 18}deg)`;
  } else {
    transform = `translateY(${depth * 12}px) scale(${1 - depth * 0.05})`;
  }
  const likeOpacity = out === 'like' ? 1 : Math.max(0, Math.min(1, offset.x / SWIPE_DISTANCE));
  const nopeOpacity = out === 'pass' ? 1 : Math.max(0, Math.min(1, -offset.x / SWIPE_DISTANCE));
  return (
    <div
      className={`app-swipe-card card border-0 shadow${dragging ? ' is-dragging' : ''}`}
      style={{ transform, zIndex: 10 - depth, transitionDuration: dragging ? '0ms' : `${FLY_OUT_MS}ms` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      aria-hidden={depth !== 0}
      data-testid={depth === 0 ? 'swipe-card' : undefined}
      data-profile-id={card.id}
    >
      <div className="app-swipe-photo">
        <ProfilePhoto url={card.main_image?.url} alt={t('members.photo_of', { name: card.name })} eager={depth === 0} />
      </div>
      <span className="app-swipe-stamp app-swipe-like" style={{ opacity: likeOpacity }} aria-hidden="true">
        {t('swipe.like_stamp')}
      </span>
      <span className="app-swipe-stamp app-swipe-nope" style={{ opacity: nopeOpacity }} aria-hidden="true">
        {t('swipe.nope_stamp')}
      </span>
      <div className="app-swipe-info text-white p-3">
        <div className="d-flex align-items-end justify-content-between gap-2">
          <div className="min-w-0">
            <h2 className="h3 mb-0 text-truncate">
              {card.name} <span className="fw-normal">{card.age}</span>
            </h2>
            {/* A line of its own: beside a long name the truncated heading cut the label off. */}
            <FictionalMark fictional={card.fictional} size={18} className="mb-1" />
            <p className="mb-0 small opacity-75 text-truncate">
              <MemberLocation country={card.country} region={card.region} city={card.city} />
            </p>
          </div>
          {depth === 0 && (
            <Link
              className="btn btn-light btn-sm rounded-circle app-swipe-info-button"
              to={pathFor('members-id', { id: String(card.id) })}
              aria-label={t('swipe.view_profile', { name: card.name })}
              title={t('swipe.view_profile', { name: card.name })}
            >
              <InfoCircleFill aria-hidden="true" />
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
