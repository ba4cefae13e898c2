// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReviewQueue } from './review-queue';

const item = (key: number) => ({ key });
const press = (key: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key })));

function queue(first: { key: number }[]) {
  const decide = vi.fn(() => Promise.resolve());
  const hook = renderHook(({ items }) => useReviewQueue(items, decide), { initialProps: { items: first } });
  return { hook, decide };
}

describe('review queue cursor', () => {
  it('stays on its item when the queue is read again with an item before it gone', () => {
    const { hook, decide } = queue([item(1), item(2), item(3)]);
    press('j');
    expect(hook.result.current.current?.key).toBe(2);
    // Another moderator decided item 1; the queue came back without it and with a new upload.
    hook.rerender({ items: [item(2), item(3), item(4)] });
    expect(hook.result.current.current?.key).toBe(2);
    press('a');
    expect(decide).toHaveBeenCalledWith(item(2), { decision: 'approve' });
  });

  it('holds the first item it showed before any key moved it, when the queue comes back with one before it', () => {
    const { hook, decide } = queue([item(5), item(6)]);
    expect(hook.result.current.current?.key).toBe(5);
    // An older upload finished its automated review and joined the queue ahead of the shown photo.
    hook.rerender({ items: [item(4), item(5), item(6)] });
    expect(hook.result.current.current?.key).toBe(5);
    press('a');
    expect(decide).toHaveBeenCalledWith(item(5), { decision: 'approve' });
  });

  it('moves on to the next item after a decision, and back to the one before after the last', () => {
    const { hook, decide } = queue([item(1), item(2), item(3)]);
    press('a');
    expect(hook.result.current.current?.key).toBe(2);
    press('j');
    press('a');
    expect(decide).toHaveBeenLastCalledWith(item(3), { decision: 'approve' });
    expect(hook.result.current.current?.key).toBe(2);
    press('a');
    expect(hook.result.current.current).toBeUndefined();
  });

  it('falls back to the same place when its item left the queue', () => {
    const { hook } = queue([item(1), item(2), item(3)]);
    press('j');
    hook.rerender({ items: [item(1), item(3)] });
    expect(hook.result.current.current?.key).toBe(3);
  });
});
