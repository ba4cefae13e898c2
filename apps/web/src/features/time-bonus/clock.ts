import { useSyncExternalStore } from 'react';
import { TIME_BONUS } from '@app/core';

/**
 * One ticking clock for every countdown on the page. Time is read from Date.now and advanced by
 * setInterval only, so a test can fake both (vi.useFakeTimers, Playwright's page.clock).
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), TIME_BONUS.tickMs);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const standStill = () => () => {};

/** Whole seconds stay the same between ticks, which is what React needs of a snapshot. */
const currentSecond = () => Math.floor(Date.now() / 1000);

/** The current time in whole seconds since the epoch; ticking only while `running`. */
export function useClockSeconds(running: boolean): number {
  return useSyncExternalStore(running ? subscribe : standStill, currentSecond, currentSecond);
}
