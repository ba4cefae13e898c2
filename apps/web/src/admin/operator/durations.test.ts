import { describe, expect, it } from 'vitest';
import { duration, waitedFor } from './durations';

describe('durations in the operator console', () => {
  it('shows the largest unit and the next one', () => {
    expect(duration(0)).toBe('0 s');
    expect(duration(45)).toBe('45 s');
    expect(duration(60)).toBe('1 min');
    expect(duration(250)).toBe('4 min 10 s');
    expect(duration(2 * 3600 + 5 * 60 + 7)).toBe('2 h 5 min');
    expect(duration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
    expect(duration(-5)).toBe('0 s');
  });

  it('measures a wait from its start', () => {
    expect(waitedFor('2026-11-26T10:00:00.000Z', Date.parse('2026-11-26T10:03:30.000Z'))).toBe('3 min 30 s');
  });
});
