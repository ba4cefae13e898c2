import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows the two largest units, leaving out a zero second one', () => {
    expect([0, 45, 200, 180, 3600 + 5 * 60 + 9, 86_400 + 3 * 3600, 449.6].map(formatDuration)).toEqual([
      '0 s',
      '45 s',
      '3 min 20 s',
      '3 min',
      '1 h 5 min',
      '1 d 3 h',
      '7 min 30 s',
    ]);
    expect(formatDuration(null)).toBe('—');
  });
});
