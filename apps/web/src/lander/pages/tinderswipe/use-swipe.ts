import { useEffect, useEffectEvent, useRef, useState, type PointerEvent } from 'react';

export type Verdict = 'like' | 'pass';

/** How far a card must travel before letting go counts as a verdict. */
const THRESHOLD = 100;
/** The fly-out transition in tinderswipe.css. */
const FLY_OUT_MS = 250;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Dragging the top card with a finger or a mouse (pointer events), flinging it with the buttons or
 * the arrow keys: the card flies off before `decide` moves the stack on.
 */
export function useSwipe(decide: (verdict: Verdict) => void, enabled: boolean) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState<Verdict | null>(null);
  const start = useRef(0);

  // The decision waits for the fly-out; nothing else moves meanwhile (`leaving` blocks), so the
  // `decide` of this render is still the right one.
  const fling = (verdict: Verdict) => {
    if (!enabled || leaving) return;
    const finish = () => {
      setLeaving(null);
      setOffset(0);
      decide(verdict);
    };
    if (reducedMotion()) return finish();
    setLeaving(verdict);
    setDragging(false);
    setOffset((verdict === 'like' ? 1 : -1) * Math.max(window.innerWidth, 600));
    window.setTimeout(finish, FLY_OUT_MS);
  };

  // An effect event sees the state of the last commit: a listener re-added by an effect after every
  // render could still hold the flying card's `leaving` and drop a key pressed right after it.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || (event.target instanceof Element && event.target.closest('input, textarea, dialog'))) return;
    if (event.key === 'ArrowRight') fling('like');
    else if (event.key === 'ArrowLeft') fling('pass');
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const release = () => {
    if (!dragging) return;
    setDragging(false);
    if (Math.abs(offset) > THRESHOLD) fling(offset > 0 ? 'like' : 'pass');
    else setOffset(0);
  };

  return {
    offset,
    dragging,
    leaving,
    fling,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (!enabled || leaving || (event.pointerType === 'mouse' && event.button !== 0)) return;
        start.current = event.clientX;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setDragging(true);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (dragging) setOffset(event.clientX - start.current);
      },
      onPointerUp: release,
      onPointerCancel: release,
    },
  };
}
