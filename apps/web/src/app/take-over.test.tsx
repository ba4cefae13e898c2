import { describe, expect, it } from 'vitest';
import { nextTask } from '../lib/next-task';
import { isTakenOver, subscribeTakenOver, takenOverAndSettled, takeOver, waitForTurn } from './take-over';

describe('taking over a page the server rendered', () => {
  it('tells what waited for the take-over a part per task, after the last turn, then settles', async () => {
    const events: string[] = [];
    const first = subscribeTakenOver(() => events.push(`first ${isTakenOver()}`));
    const gone = subscribeTakenOver(() => events.push('gone'));
    const second = subscribeTakenOver(() => events.push(`second ${isTakenOver()}`));
    // Two parts of the page wait for their turn, as TakeOverInTurn's do.
    takeOver(() => {
      void waitForTurn();
      void waitForTurn();
    });
    void takenOverAndSettled().then(() => events.push('settled'));
    expect(isTakenOver()).toBe(false);
    // A part that left the page before its time is not told.
    gone();

    // What each task added: the turns, then one part per task.
    const tasks: string[][] = [];
    while (!events.includes('settled') && tasks.length < 20) {
      await nextTask();
      tasks.push(events.splice(0));
    }
    expect(tasks.filter((task) => task.length > 0)).toEqual([['first true'], ['second true'], ['settled']]);
    expect(isTakenOver()).toBe(true);
    first();
    second();
  });

  it('is taken over at once, and settled, where no part waited for its turn', async () => {
    takeOver(() => {});
    expect(isTakenOver()).toBe(true);
    await expect(takenOverAndSettled()).resolves.toBeUndefined();
  });
});
