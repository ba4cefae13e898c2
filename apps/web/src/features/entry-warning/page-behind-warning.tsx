import type { ReactNode } from 'react';

/**
 * The page under the entry warning, out of reach (pointer, keyboard, screen reader) while the warning
 * is up. `inert` in the served markup costs nothing; `showModal()` on a loaded page made Chromium
 * restyle every element to make it inert, 35-55 ms of a phone's first load of /members (issue #20).
 * No box of its own (`display: contents`), so the layout's parts stay the root's flex items.
 */
export function PageBehindWarning({ warned, children }: { warned: boolean; children: ReactNode }) {
  return (
    <div className="app-page-behind" inert={warned}>
      {children}
    </div>
  );
}
