import { LANDER_NAMES, type LanderName, type LanderPage } from '@app/core';
import { generatePath } from 'react-router';

export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

/** Which page module renders a route; each is its own chunk. */
export type PageName =
  | 'home'
  | 'lander-handoff'
  | 'static-page'
  | 'lang-config'
  | 'login'
  | 'signup'
  | 'signup-matches'
  | 'complete-signup'
  | 'reset-password'
  | 'reset-password-do'
  | 'activate-done'
  | 'activate-error'
  | 'mail-change-do'
  | 'settings'
  | 'account-deleted'
  | 'profile'
  | 'members'
  | 'members-id'
  | 'match-finder'
  | 'likes'
  | 'likes-m-id'
  | 'swipe-game'
  | 'complaints'
  | 'chats'
  | 'chats-id'
  | 'members-id-chat'
  | 'credits'
  | 'credits-checkout'
  | 'credits-repeat-order'
  | 'transactions'
  | 'premium'
  | 'pricing'
  | 'directdebit'
  | 'notifications';

export interface RouteEntry {
  path: string;
  layout: LayoutName;
  page: PageName;
  /** Lander routes: the page of the lander bundle (lander.html) the server serves for them. */
  lander?: LanderPage;
}

const STATIC_PAGES = ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'] as const;

/**
 * The route table of SPEC §2, by route name. Names follow the spec ('members-id',
 * 'credits-id-paymentmethod', 'pages-terms'); the rest are named the same way.
 */
export const ROUTES = {
  index: { path: '/', layout: 'default', page: 'home' },
  likes: { path: '/likes', layout: 'default', page: 'likes' },
  'likes-type': { path: '/likes/:type', layout: 'default', page: 'likes' },
  'likes-m-id': { path: '/likes/m/:id', layout: 'default', page: 'likes-m-id' },
  chats: { path: '/chats', layout: 'default', page: 'chats' },
  'chats-id': { path: '/chats/:id', layout: 'chat', page: 'chats-id' },
  members: { path: '/members', layout: 'default', page: 'members' },
  'members-id': { path: '/members/:id', layout: 'default', page: 'members-id' },
  'members-id-chat': { path: '/members/:id/chat', layout: 'chat', page: 'members-id-chat' },
  'members-id-landing': { path: '/members/:id/landing', layout: 'lander', page: 'lander-handoff', lander: 'member-landing' },
  'members-id-signup': { path: '/members/:id/signup', layout: 'empty', page: 'signup' },
  'members-id-landing2-slug': {
    path: '/members/:id/landing2/:slug?',
    layout: 'lander',
    page: 'lander-handoff',
    lander: 'member-landing2',
  },
  'members-id-landing3-slug': {
    path: '/members/:id/landing3/:slug?',
    layout: 'lander',
    page: 'lander-handoff',
    lander: 'member-landing3',
  },
  profile: { path: '/profile', layout: 'default', page: 'profile' },
  settings: { path: '/settings', layout: 'default', page: 'settings' },
  signup: { path: '/signup', layout: 'default', page: 'signup' },
  'signup-matches': { path: '/signup-matches', layout: 'default', page: 'signup-matches' },
  'complete-signup': { path: '/complete-signup', layout: 'default', page: 'complete-signup' },
  login: { path: '/login', layout: 'default', page: 'login' },
  'reset-password': { path: '/reset-password', layout: 'default', page: 'reset-password' },
  'reset-password-do': { path: '/reset-password/do', layout: 'default', page: 'reset-password-do' },
  'account-deleted': { path: '/account-deleted', layout: 'default', page: 'account-deleted' },
  'activate-done': { path: '/activate/done', layout: 'default', page: 'activate-done' },
  'activate-error': { path: '/activate/error', layout: 'default', page: 'activate-error' },
  'mail-change-do': { path: '/mail-change/do', layout: 'default', page: 'mail-change-do' },
  credits: { path: '/credits', layout: 'default', page: 'credits' },
  'credits-id-paymentmethod': { path: '/credits/:id/:paymentmethod?', layout: 'default', page: 'credits-checkout' },
  'credits-repeat-order': { path: '/credits/repeat-order', layout: 'default', page: 'credits-repeat-order' },
  directdebit: { path: '/directdebit', layout: 'default', page: 'directdebit' },
  'transactions-id': { path: '/transactions/:id?', layout: 'default', page: 'transactions' },
  premium: { path: '/premium', layout: 'default', page: 'premium' },
  pricing: { path: '/pricing', layout: 'default', page: 'pricing' },
  notifications: { path: '/notifications', layout: 'default', page: 'notifications' },
  'match-finder': { path: '/match-finder', layout: 'default', page: 'match-finder' },
  'swipe-game': { path: '/swipe-game', layout: 'default', page: 'swipe-game' },
  complaints: { path: '/complaints', layout: 'default', page: 'complaints' },
  'lang-config': { path: '/lang-config', layout: 'default', page: 'lang-config' },
  'landers-tinderswipe': { path: '/landers/tinderswipe', layout: 'lander', page: 'lander-handoff', lander: 'tinderswipe' },
  ...(Object.fromEntries(
    LANDER_NAMES.map((lander) => [
      `landers-${lander}-slug`,
      { path: `/landers/${lander}/:slug?`, layout: 'lander', page: 'lander-handoff', lander },
    ]),
  ) as Record<`landers-${LanderName}-slug`, RouteEntry>),
  ...(Object.fromEntries(
    STATIC_PAGES.map((page) => [`pages-${page}`, { path: `/${page}`, layout: 'default', page: 'static-page' }]),
  ) as Record<`pages-${(typeof STATIC_PAGES)[number]}`, RouteEntry>),
  'pages-token': { path: '/:token', layout: 'default', page: 'static-page' },
} satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** Whether `pathname` is the page at `path` or one under it (/members/12 is under /members). */
export const isAtOrUnder = (pathname: string, path: string): boolean => pathname === path || pathname.startsWith(`${path}/`);

/** The URL of a named route, e.g. pathFor('members-id', { id: '12' }). */
export function pathFor(name: RouteName, params: Record<string, string | undefined> = {}): string {
  return generatePath(ROUTES[name].path, params);
}
