import type { ProfileCard, SwipeAction, SwipeResponse } from '@app/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { Alert } from '../../components/alert';
import { HeartFill, Search, Stars, XLg } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoading } from '../../components/page-loading';
import { PremiumCta } from '../../components/premium-cta';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useShowLikeModal } from '../../hooks/use-like-modal';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { pathFor } from '../../route-table';
import { swipeDeckQuery, useSwipe } from './api';
import { FLY_OUT_MS, SwipeCard } from './swipe-card';
import { swipeLimitMessage } from './swipe-limit';
import { CallError } from '../../components/call-error';

/** Fewer cards than this left: fetch more in the background. */
const REFILL_AT = 3;

/** The cards still to swipe: every fetched card once, without those already swiped. */
function deckOf(pages: readonly SwipeResponse[], done: ReadonlySet<number>): ProfileCard[] {
  const seen = new Set<number>();
  return pages.flatMap((page) =>
    page.cards.filter((card) => {
      if (seen.has(card.id) || done.has(card.id)) return false;
      seen.add(card.id);
      return true;
    }),
  );
}

/** /swipe-game: like (right) or pass (left) one member at a time (SPEC §2, §6). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.swipe-game'));
  return (
    <MemberOnly>
      <div className="container py-3 py-md-4" data-route="swipe-game">
        <SwipeGame />
      </div>
    </MemberOnly>
  );
}

function SwipeGame() {
  const { t } = useTranslation();
  const deckQuery = useInfiniteQuery(swipeDeckQuery);
  const swipe = useSwipe();
  const showLikeModal = useShowLikeModal();
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [leaving, setLeaving] = useState<{ id: number; action: SwipeAction } | null>(null);
  const [likesLeft, setLikesLeft] = useState<number | null | undefined>(undefined);
  const [limitError, setLimitError] = useState<unknown>(null);

  const pages = deckQuery.data?.pages ?? [];
  const deck = deckOf(pages, done);
  const left = likesLeft !== undefined ? likesLeft : pages.at(-1)?.likes_left;
  const limitMessage = swipeLimitMessage(t, left, limitError);
  const top = deck[0];

  // Refill in the background while a few cards are still there.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = deckQuery;
  const deckSize = deck.length;
  useEffect(() => {
    if (deckSize < REFILL_AT && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [deckSize, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const act = (card: ProfileCard, action: SwipeAction) => {
      setDone((previous) => new Set(previous).add(card.id));
      setLeaving(null);
      swipe.mutate(
        { profile_id: card.id, action },
        {
          onSuccess: (result) => {
            setLikesLeft(result.likes_left);
            if (result.match) showLikeModal({ ...card, liked: true }, 'match');
          },
          onError: (error) => {
            // The card comes back: the like did not count.
            setDone((previous) => {
              const next = new Set(previous);
              next.delete(card.id);
              return next;
            });
            if (error instanceof ApiError && error.code === 'swipe_limit_reached') {
              setLimitError(error);
              setLikesLeft(0);
            } else {
              setLimitError(error);
            }
          },
        },
      );
  };

  /** A button or key: the card flies out first, then the next one is on top. */
  const choose = (action: SwipeAction) => {
    if (!top || leaving) return;
    if (action === 'like' && limitMessage) return;
    setLeaving({ id: top.id, action });
    setTimeout(() => act(top, action), FLY_OUT_MS);
  };

  // ← passes, → likes, wherever the focus is (but in a form field).
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable="true"]') || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      choose('pass');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      choose('like');
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  if (deckQuery.isPending) return <PageLoading />;
  if (deckQuery.isError) return <CallError error={deckQuery.error} onRetry={() => void deckQuery.refetch()} />;

  const otherError = limitError && !(limitError instanceof ApiError && limitError.code === 'swipe_limit_reached') ? limitError : null;
  return (
    <div className="app-swipe mx-auto">
      <div className="d-flex align-items-baseline justify-content-between gap-2 mb-2">
        <h1 className="h3 mb-0">{t('routes.swipe-game')}</h1>
        {typeof left === 'number' && (
          <span className="badge rounded-pill text-bg-light border" role="status" data-testid="likes-left">
            <HeartFill className="text-primary me-1" aria-hidden="true" />
            {t('swipe.likes_left', { count: left })}
          </span>
        )}
      </div>
      {/* On a phone the card and both buttons take the screen; dragging explains itself there. */}
      <p className="text-body-secondary small mb-3 d-none d-sm-block">{t('swipe.help')}</p>
      {limitMessage && (
        <Alert variant="warning" data-testid="swipe-limit">
          <p className="mb-3">{limitMessage}</p>
          <PremiumCta text={t('swipe.premium_text')} />
        </Alert>
      )}
      {otherError !== null && (
        <Alert variant="danger" dismissible onClose={() => setLimitError(null)} closeLabel={t('common.close')}>
          {errorText(t, otherError)}
        </Alert>
      )}
      {top ? (
        <>
          <div className="app-swipe-stack" aria-live="polite">
            {deck
              .slice(0, 3)
              .reverse()
              .map((card) => {
                const depth = deck.indexOf(card);
                return (
                  <SwipeCard
                    key={card.id}
                    card={card}
                    depth={depth}
                    leaving={leaving?.id === card.id ? leaving.action : undefined}
                    canLike={!limitMessage}
                    onSwipe={(action) => setTimeout(() => act(card, action), FLY_OUT_MS)}
                  />
                );
              })}
          </div>
          <div className="d-flex justify-content-center gap-4 mt-3 mt-sm-4">
            <button
              type="button"
              className="btn btn-light border shadow-sm rounded-circle app-swipe-button text-danger"
              onClick={() => choose('pass')}
              aria-label={t('swipe.pass', { name: top.name })}
              title={t('swipe.pass_hint')}
              data-testid="swipe-pass"
            >
              <XLg size={28} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-primary shadow rounded-circle app-swipe-button"
              onClick={() => choose('like')}
              disabled={Boolean(limitMessage)}
              aria-label={t('swipe.like', { name: top.name })}
              title={t('swipe.like_hint')}
              data-testid="swipe-like"
            >
              <HeartFill size={28} aria-hidden="true" />
            </button>
          </div>
        </>
      ) : deckQuery.isFetchingNextPage ? (
        <PageLoading />
      ) : (
        <EmptyState icon={<Stars size={40} />} title={t('swipe.empty_title')} text={t('swipe.empty_text')}>
          <Link className="btn btn-primary d-inline-flex align-items-center gap-2" to={pathFor('members')}>
            <Search aria-hidden="true" />
            {t('nav.search_members')}
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
