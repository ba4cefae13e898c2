import type { AnchorHTMLAttributes } from 'react';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the app: /members/12, /members?page=2. */
  to: string;
};

/**
 * A link to a page of the app, followed without a page load once the app runs (followAppLinks). A
 * plain anchor: react-router's Link runs a dozen hooks and subscribes to every change of address, and
 * the cards and page numbers of a results page are some seventy of them, 20-odd ms of the take-over
 * on a phone (issue #20). Links that carry router state or replace the entry stay react-router's.
 */
export function AppLink({ to, ...anchor }: AppLinkProps) {
  return <a {...anchor} href={to} data-app-link="" />;
}

/** Clicks the browser should handle itself: a new tab or window, a download, another button. */
function leftToBrowser(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (link.target !== '' && link.target !== '_self') ||
    link.hasAttribute('download')
  );
}

/** Where a click on a link goes inside the app: its path; null where the browser should follow it itself. */
export function inAppPath(event: MouseEvent, link: HTMLAnchorElement): string | null {
  if (leftToBrowser(event, link)) return null;
  const target = new URL(link.href);
  if (target.origin !== link.ownerDocument.location.origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Follows every AppLink of the document with `navigate`, from one listener: a link costs nothing
 * until it is clicked. As react-router's Link does, a link to the address already shown replaces it
 * rather than adding a step to go back through. Returns the way to stop.
 */
export function followAppLinks(navigate: (to: string, options: { replace: boolean }) => void, root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-app-link]') : null;
    const to = link instanceof HTMLAnchorElement ? inAppPath(event, link) : null;
    if (to === null) return;
    event.preventDefault();
    const here = root.location;
    navigate(to, { replace: to === `${here.pathname}${here.search}${here.hash}` });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
