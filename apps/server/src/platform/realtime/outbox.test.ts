import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox';

/** An outbox whose far side answers only when the test lets it. */
function heldOutbox(capacity: number) {
  const sent: number[][] = [];
  const drops: number[] = [];
  let release = () => {};
  const outbox = new Outbox<number>({
    capacity,
    batchSize: 2,
    send: async (batch) => {
      sent.push(batch);
      await new Promise<void>((resolve) => (release = resolve));
    },
    onDrop: (dropped) => drops.push(dropped),
  });
  return { outbox, sent, drops, release: () => release() };
}

/** Lets the outbox go on after a batch was answered. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the outbox', () => {
  it('sends in order, one batch at a time, without the pusher waiting', async () => {
    const { outbox, sent, release } = heldOutbox(10);
    for (const item of [1, 2, 3, 4, 5]) outbox.push(item);
    expect(sent).toEqual([[1]]);
    release();
    await turn();
    expect(sent).toEqual([[1], [2, 3]]);
    release();
    await turn();
    release();
    await outbox.idle();
    expect(sent).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('drops the oldest when full and counts every drop', async () => {
    const { outbox, sent, drops, release } = heldOutbox(2);
    // 1 is under way; 2 to 5 wait with room for two.
    for (const item of [1, 2, 3, 4, 5]) outbox.push(item);
    expect(drops).toEqual([1, 2]);
    release();
    await turn();
    release();
    await outbox.idle();
    expect(sent).toEqual([[1], [4, 5]]);
  });
});
