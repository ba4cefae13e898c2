/** The tab title: "Page | Site", or the home page's "Site – its title" when no page title is given. */
export function documentTitle(pageTitle: string | undefined, siteName: string | undefined, indexTitle?: string): string {
  return pageTitle ? [pageTitle, siteName].filter(Boolean).join(' | ') : [siteName, indexTitle].filter(Boolean).join(' – ');
}

/**
 * SPEC §4: the page title starts with how many things wait for the member (unread messages plus
 * new likes), as "(3) Page | Site"; nothing waits, no prefix.
 */
export function prefixedTitle(title: string, count: number): string {
  return count > 0 ? `(${count}) ${title}` : title;
}

/** The same total on the installed app's icon where the device supports it; failures do not matter (SPEC §8). */
export function setAppBadge(count: number): void {
  const nav = navigator as Navigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  try {
    const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    done?.catch(() => {});
  } catch {
    // Not supported here, or not allowed: the badge is a nicety.
  }
}
