import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` holds: the backdrop, Escape and a focus that
 * stays inside, with no modal library in the bundle (the landers, the entry warning). jsdom has no
 * showModal, so tests that need the dialog open supply one.
 */
export function useModalDialog(open = true) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    element.showModal?.();
    // A dialog that asks for the focus itself (autofocus, tabindex -1) gets it: Chromium gives it to
    // the first link or button inside, which then shows a focus ring nobody asked for.
    if (element.autofocus) element.focus();
  }, [open]);
  return dialog;
}
