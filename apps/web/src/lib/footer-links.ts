import type { RouteName } from '../route-table';

/**
 * SPEC §2: the nine footer links, in this order. Plain paths (the route table's, a test checks),
 * so the landers, which have no router, link the same pages.
 */
export const FOOTER_LINKS = [
  { route: 'pages-terms', path: '/terms', label: 'footer.terms' },
  { route: 'pages-privacy', path: '/privacy', label: 'footer.privacy' },
  { route: 'pages-cookies', path: '/cookies', label: 'footer.cookies' },
  { route: 'pages-ban', path: '/ban', label: 'footer.ban' },
  { route: 'pricing', path: '/pricing', label: 'footer.pricing' },
  { route: 'complaints', path: '/complaints', label: 'footer.complaints' },
  { route: 'pages-return-policy', path: '/return-policy', label: 'footer.return_policy' },
  { route: 'pages-faq', path: '/faq', label: 'footer.faq' },
  { route: 'pages-service', path: '/service', label: 'footer.service' },
] as const satisfies readonly { route: RouteName; path: string; label: string }[];
