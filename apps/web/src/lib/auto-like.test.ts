import type { ProfileCard } from '@app/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoLikeDelay, scheduleAutoLike } from './auto-like';

const profile: ProfileCard = {
  id: 5,
  name: 'Tom',
  age: 31,
  country: 'NL',
  region: '',
  city: '',
  main_image: { url: '/m.jpg', thumb_url: '/t.jpg', match: '/m.jpg' },
  fictional: false,
  liked: false,
};

function steps(answer: ProfileCard | null | Error = profile) {
  const calls: string[] = [];
  return {
    calls,
    steps: {
      fetchProfile: vi.fn(async () => {
        calls.push('fetch');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      show: vi.fn(() => calls.push('show')),
      removeParam: vi.fn(() => calls.push('remove t')),
      reloadLikes: vi.fn(() => calls.push('reload likes')),
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('auto-like from the t parameter (SPEC §4, §7)', () => {
  it('accepts only a positive number of seconds', () => {
    expect(autoLikeDelay('3')).toBe(3);
    expect(autoLikeDelay('1.5')).toBe(1.5);
    for (const value of [null, '', '0', '-2', 'abc', 'Infinity']) expect(autoLikeDelay(value)).toBeUndefined();
  });

  it('waits t seconds, shows the profile, removes t, and reloads the likes 0.5 s later', async () => {
    const { calls, steps: s } = steps();
    scheduleAutoLike(3, s);
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['fetch', 'show', 'remove t']);
    expect(s.show).toHaveBeenCalledWith(profile);
    await vi.advanceTimersByTimeAsync(499);
    expect(s.reloadLikes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['fetch', 'show', 'remove t', 'reload likes']);
  });

  it('removes t without a modal when nobody is there to show', async () => {
    for (const answer of [null, new Error('offline')]) {
      const { calls, steps: s } = steps(answer);
      scheduleAutoLike(1, s);
      await vi.advanceTimersByTimeAsync(2000);
      expect(calls).toEqual(['fetch', 'remove t']);
    }
  });

  it('does nothing when cancelled before the time is up', async () => {
    const { calls, steps: s } = steps();
    const cancel = scheduleAutoLike(2, s);
    await vi.advanceTimersByTimeAsync(1000);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
  });

  it('still reloads the likes when removing t ends the schedule', async () => {
    const { calls, steps: s } = steps();
    let cancel = () => {};
    s.removeParam.mockImplementation(() => {
      cancel();
      return calls.push('remove t');
    });
    cancel = scheduleAutoLike(1, s);
    await vi.advanceTimersByTimeAsync(1600);
    expect(calls).toEqual(['fetch', 'show', 'remove t', 'reload likes']);
  });
});
