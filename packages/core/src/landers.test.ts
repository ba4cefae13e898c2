import { describe, expect, it } from 'vitest';
import { LANDER_COUNT_MIN, landerActivity } from './landers';

describe('the activity line of a lander', () => {
  it('says how many are online when that is a crowd', () => {
    expect(landerActivity(LANDER_COUNT_MIN, 40)).toEqual({ kind: 'online', count: LANDER_COUNT_MIN });
  });

  it("falls back to today's members when few are online now", () => {
    expect(landerActivity(1, 40)).toEqual({ kind: 'today', count: 40 });
    expect(landerActivity(0, LANDER_COUNT_MIN)).toEqual({ kind: 'today', count: LANDER_COUNT_MIN });
  });

  it('shows nothing rather than 0 or 1', () => {
    for (const [online, today] of [[0, 0], [1, 1], [0, 1], [1, LANDER_COUNT_MIN - 1]] as const) {
      expect(landerActivity(online, today), `${online} online, ${today} today`).toBeNull();
    }
  });
});
