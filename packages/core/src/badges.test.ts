import { describe, expect, it } from 'vitest';
import { badgeText, creditBadgeVariant } from './constants';

describe('credits badge (SPEC §2, §9)', () => {
  it('shows no badge above 10 credits', () => {
    expect(creditBadgeVariant(11)).toBeUndefined();
    expect(creditBadgeVariant(500)).toBeUndefined();
  });

  it('is a warning from 10 credits down to 1, and danger at 0', () => {
    expect(creditBadgeVariant(10)).toBe('warning');
    expect(creditBadgeVariant(1)).toBe('warning');
    expect(creditBadgeVariant(0)).toBe('danger');
  });
});

describe('count badges (SPEC §2)', () => {
  it('caps at 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
