import type { ProfileCard } from '@app/core';
import { createContext, useContext } from 'react';

/** 'match': a like made a match; 'like': someone likes the member (auto-like, a like link). */
export type LikeModalKind = 'match' | 'like';

export type ShowLikeModal = (profile: ProfileCard, kind: LikeModalKind) => void;

/** Provided by the default layout, which shows the like/match modal (SPEC §2, §4). */
export const LikeModalContext = createContext<ShowLikeModal | null>(null);

/** Opens the like/match modal; where the layout has none, nothing happens. */
export function useShowLikeModal(): ShowLikeModal {
  return useContext(LikeModalContext) ?? (() => {});
}
