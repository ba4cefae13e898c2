import { describe, expect, it } from 'vitest';
import { prefixedTitle } from './title';

describe('title prefix (SPEC §4)', () => {
  it('puts the waiting count in front of the title', () => {
    expect(prefixedTitle('Likes | Rainbow Date', 3)).toBe('(3) Likes | Rainbow Date');
  });

  it('leaves the title alone when nothing waits', () => {
    expect(prefixedTitle('Likes | Rainbow Date', 0)).toBe('Likes | Rainbow Date');
  });
});
