import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` holds: the backdrop, Escape and a focus that
 * stays inside, with no modal library in the lander bundle. jsdom has no showModal, so tests that
 * need the dialog open supply one.
 */
export function useModalDialog(open = true) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal?.();
  }, [open]);
  return dialog;
}
