import { describe, expect, it } from 'vitest';
import { withLiked } from './liked-cards';

describe('liked flag in cached cards', () => {
  it('sets liked on every copy of the member and leaves the rest untouched', () => {
    const other = { id: 2, liked: false };
    const data = { results: [{ id: 1, liked: false }, other], similar: [{ id: 1, liked: false }], liked_by: [{ id: 1, like_new: true }] };
    const next = withLiked(data, 1, true);
    expect(next.results[0]!.liked).toBe(true);
    expect(next.similar[0]!.liked).toBe(true);
    expect(next.results[1]).toBe(other);
    expect(next.liked_by).toBe(data.liked_by);
  });

  it('returns the same object when nothing changes', () => {
    const data = { profile: { id: 1, liked: true } };
    expect(withLiked(data, 1, true)).toBe(data);
  });
});
