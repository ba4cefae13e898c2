import type { Clock } from '../platform/clock';

/** A clock that stands still until the test moves it. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  const now: Clock = () => new Date(current);
  return {
    now,
    advance(ms: number) {
      current += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;
