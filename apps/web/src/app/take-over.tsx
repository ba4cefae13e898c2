import { Component, type ReactNode, Suspense } from 'react';
import { nextTask } from '../lib/next-task';

/**
 * Taking over a server-rendered page in one go kept a phone's main thread busy for most of a
 * second (issue #20: Lighthouse's Total Blocking Time on /members, 0.8–1.9 s at 4× CPU), and the
 * page ignored every tap meanwhile. Parts of the page wrapped in `TakeOverInTurn` are taken over
 * each in a task of its own, so the browser can answer input between two of them. It leans on
 * Preact keeping a suspended part's server markup during hydration (React would redraw it).
 */

let takingOver = false;
let inTurn = 0;
const listeners = new Set<() => void>();
/** Resolves once everything waiting for the take-over has been drawn; at once where nothing was taken over. */
let settled: Promise<void> = Promise.resolve();
let settle = () => {};

/**
 * Runs `hydrate` (synchronous). The parts it meets, and the parts inside those, wait for their
 * turn until the whole page is taken over.
 */
export function takeOver(hydrate: () => void): void {
  takingOver = true;
  settled = new Promise((resolve) => (settle = resolve));
  try {
    hydrate();
  } finally {
    if (inTurn === 0) {
      takingOver = false;
      settle();
    }
  }
}

/** False while a page the server rendered is being taken over; true before and after. */
export const isTakenOver = () => !takingOver;

/** Calls `listener` when the page has been taken over (see useHydrated); returns the unsubscribe. */
export function subscribeTakenOver(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves when the page has been taken over and what waited for it drawn (the `data-hydrated` mark). */
export const takenOverAndSettled = () => settled;

function tookTurn(): void {
  if (--inTurn > 0) return;
  takingOver = false;
  void drawWaitingParts();
}

/**
 * What waited for the take-over (the member's sync, the alerts, the modals' hosts, the progress bar)
 * is drawn a part per task: drawn together, they were one task of 20-35 ms at 1× (issue #20).
 */
async function drawWaitingParts(): Promise<void> {
  for (const listener of [...listeners]) {
    if (!listeners.has(listener)) continue;
    await nextTask();
    listener();
  }
  await nextTask();
  settle();
}

/**
 * A part's turn, while the page is being taken over: resolves in the next task, where the part
 * renders (on that task's microtasks); the take-over counts it done a task later.
 */
export function waitForTurn(): Promise<void> {
  inTurn += 1;
  return nextTask().then(() => {
    void nextTask().then(tookTurn);
  });
}

class Turn extends Component<{ children: ReactNode }> {
  /** Set while the page is being taken over: the render then waits for the next task. */
  private turn: Promise<void> | null = null;

  constructor(props: { children: ReactNode }) {
    super(props);
    if (!takingOver) return;
    this.turn = waitForTurn().then(() => {
      this.turn = null;
    });
  }

  override render() {
    if (this.turn) throw this.turn;
    return this.props.children;
  }
}

/**
 * Takes over its child, which must render one element, in a task of its own when the page came
 * from the server; renders it at once otherwise.
 */
export function TakeOverInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
