import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { initEnglish } from '../../test/i18n';
import { swipeLimit, swipeLimitMessage } from './swipe-limit';

beforeAll(initEnglish);

const limitError = (params?: Record<string, number>) => new ApiError(403, 'swipe_limit_reached', 'limit', undefined, params);

describe('swipe limit (SPEC §6, §9)', () => {
  it('says nothing while likes are left or unlimited', () => {
    expect(swipeLimitMessage(i18next.t, 3, null)).toBeUndefined();
    expect(swipeLimitMessage(i18next.t, null, null)).toBeUndefined();
  });

  it('translates the server’s limit with its number', () => {
    expect(swipeLimitMessage(i18next.t, 2, limitError({ limit: 4 }))).toBe(
      'You have used your 4 likes for today. Come back tomorrow or go premium for unlimited likes.',
    );
  });

  it('uses the daily 4 when no likes are left or the server sends no number', () => {
    expect(swipeLimit(0, null)).toBe(4);
    expect(swipeLimit(1, limitError())).toBe(4);
  });

  it('is not about other errors', () => {
    expect(swipeLimit(2, new ApiError(500, 'internal_error', 'x'))).toBeUndefined();
  });
});
