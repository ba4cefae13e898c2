import type { ProfileCard } from '@app/core';

/** SPEC §4, §7: on the auto-like, the likes reload this long after the modal opens. */
export const LIKES_RELOAD_DELAY_MS = 500;

/** The query parameter t: a positive number of seconds, anything else means no auto-like. */
export function autoLikeDelay(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export interface AutoLikeSteps {
  /** GET /api/auto-like.php: the member who likes the viewer, or null. */
  fetchProfile: () => Promise<ProfileCard | null>;
  show: (profile: ProfileCard) => void;
  /** Takes t out of the address, so a reload does not start it again. */
  removeParam: () => void;
  reloadLikes: () => void;
}

/**
 * SPEC §4: t seconds after arriving, ask for the auto-like, show its member in the like modal,
 * remove t from the URL and reload the likes 0.5 s later. Cancelling (leaving before the time is
 * up) stops everything that has not happened yet; the reload, once planned, still follows.
 */
export function scheduleAutoLike(seconds: number, steps: AutoLikeSteps): () => void {
  let cancelled = false;
  const timer = setTimeout(() => {
    void steps
      .fetchProfile()
      .catch(() => null)
      .then((profile) => {
        if (cancelled) return;
        if (profile) {
          steps.show(profile);
          setTimeout(steps.reloadLikes, LIKES_RELOAD_DELAY_MS);
        }
        steps.removeParam();
      });
  }, seconds * 1000);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
