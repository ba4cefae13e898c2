import type { ProfileCard } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LikeModalContext, type LikeModalKind } from '../hooks/use-like-modal';
import { useCurrentUser } from '../hooks/use-session';
import { api } from '../lib/api-client';
import { autoLikeDelay, scheduleAutoLike } from '../lib/auto-like';
import { likesQuery } from '../lib/likes';

// Its own chunk: most page views never open it.
const LikeModal = lazy(() => import('./like-modal').then((module) => ({ default: module.LikeModal })));

interface Shown {
  profile: ProfileCard;
  kind: LikeModalKind;
  show: boolean;
}

/**
 * The default layout's like/match modal (SPEC §2, §4): opened by a like that makes a match, by
 * /likes/m/{id}, and for a member t seconds after arriving with ?t=<seconds> (the auto-like).
 */
export function LikeModalHost({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const showModal = useCallback((profile: ProfileCard, kind: LikeModalKind) => setShown({ profile, kind, show: true }), []);
  return (
    <LikeModalContext value={showModal}>
      {children}
      <AutoLike show={showModal} />
      {shown && (
        <Suspense fallback={null}>
          <LikeModal
            profile={shown.profile}
            kind={shown.kind}
            show={shown.show}
            onHide={() => setShown((current) => current && { ...current, show: false })}
            onExited={() => setShown(null)}
          />
        </Suspense>
      )}
    </LikeModalContext>
  );
}

/** SPEC §4: ?t=<seconds> asks for the auto-like after that delay (members only). */
function AutoLike({ show }: { show: (profile: ProfileCard, kind: LikeModalKind) => void }) {
  const { data: user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const seconds = user ? autoLikeDelay(searchParams.get('t')) : undefined;
  useEffect(() => {
    if (seconds === undefined) return;
    return scheduleAutoLike(seconds, {
      fetchProfile: () => api('auto-like.php', 'AutoLikeResponse').then((answer) => answer.profile),
      show: (profile) => show(profile, 'like'),
      removeParam: () => {
        const url = new URL(window.location.href);
        url.searchParams.delete('t');
        void navigate({ pathname: url.pathname, search: url.search, hash: url.hash }, { replace: true });
      },
      reloadLikes: () => void queryClient.invalidateQueries({ queryKey: likesQuery.queryKey }),
    });
  }, [seconds, show, navigate, queryClient]);
  return null;
}
