import { describe, expect, it } from 'vitest';
import { StreamPositions } from './stream-positions';

describe('stream positions', () => {
  it('number the own stream per member and keep what other streams reached', () => {
    const positions = new StreamPositions();
    expect([positions.next(1, 'own'), positions.next(1, 'own'), positions.next(2, 'own')]).toEqual([1, 2, 1]);
    positions.record(1, 'other', 41);
    expect(positions.of(1)).toEqual({ own: 2, other: 41 });
    expect(positions.of(3)).toEqual({});
  });

  it('forget the member given an event least recently beyond their capacity, who then starts again at 1', () => {
    const positions = new StreamPositions(2);
    positions.next(1, 'own');
    positions.next(2, 'own');
    positions.next(1, 'own');
    positions.next(3, 'own');
    expect(positions.of(2)).toEqual({});
    expect(positions.of(1)).toEqual({ own: 2 });
    expect(positions.next(2, 'own')).toBe(1);
  });
});
