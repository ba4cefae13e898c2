import { describe, expect, it } from 'vitest';
import { REALTIME_EVENT_TYPES } from '../constants';
import { RealtimeEvent } from './realtime';

describe('realtime events', () => {
  it('are the types the zod-free list names, which the socket client accepts', () => {
    expect(RealtimeEvent.options.map((option) => option.shape.type.value)).toEqual([...REALTIME_EVENT_TYPES]);
  });
});
