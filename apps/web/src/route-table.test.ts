import { RESERVED_PAGE_TOKENS, STATIC_PAGE_NAMES } from '@app/core';
import { describe, expect, it } from 'vitest';
import { pathFor, ROUTE_NAMES, ROUTES } from './route-table';

/** Every route name SPEC §2 gives, which pages and layouts refer to by name. */
const SPEC_NAMES = [
  'index', 'likes', 'likes-type', 'likes-m-id', 'chats', 'chats-id', 'members', 'members-id',
  'credits', 'credits-id-paymentmethod', 'credits-repeat-order', 'pages-terms', 'pages-privacy',
  'pages-cookies', 'pages-ban', 'pages-return-policy', 'pages-faq', 'pages-service', 'premium',
  'settings',
];

const SPEC_PATHS = [
  '/', '/likes', '/likes/:type', '/likes/m/:id', '/chats', '/chats/:id', '/members', '/members/:id',
  '/members/:id/chat', '/members/:id/landing', '/members/:id/signup', '/members/:id/landing2/:slug?',
  '/members/:id/landing3/:slug?', '/profile', '/signup', '/signup-matches', '/complete-signup', '/login',
  '/reset-password', '/reset-password/do', '/account-deleted', '/activate/done', '/activate/error',
  '/mail-change/do', '/credits', '/credits/:id/:paymentmethod?', '/credits/repeat-order', '/directdebit',
  '/transactions/:id?', '/premium', '/pricing', '/notifications', '/match-finder', '/swipe-game',
  '/complaints', '/lang-config', '/landers/tinderswipe', '/landers/alonetonight/:slug?',
  '/landers/collagelanding/:slug?', '/landers/gallery/:slug?', '/landers/iconslanding/:slug?',
  '/landers/maplanding/:slug?', '/landers/socialnetwork/:slug?', '/landers/transitionsvideolanding/:slug?',
  '/landers/video/:slug?', '/:token', '/ban', '/cookies', '/faq', '/privacy', '/return-policy', '/service',
  '/terms',
  // SPEC §2 names a settings route without giving its path.
  '/settings',
];

describe('route table', () => {
  it('has every route name of the spec', () => {
    expect(ROUTE_NAMES).toEqual(expect.arrayContaining(SPEC_NAMES));
  });

  it('has every path of the spec, each once', () => {
    const paths = ROUTE_NAMES.map((name) => ROUTES[name].path);
    expect(paths.sort()).toEqual([...SPEC_PATHS].sort());
  });

  it("keeps every route's first path segment from the tokens an operator may publish a page at", () => {
    const segments = new Set(ROUTE_NAMES.map((name) => ROUTES[name].path.split('/')[1]!).filter((s) => s !== '' && !s.startsWith(':')));
    const ownPages = [...segments].filter((segment) => !(STATIC_PAGE_NAMES as readonly string[]).includes(segment));
    expect(ownPages.filter((segment) => !(RESERVED_PAGE_TOKENS as readonly string[]).includes(segment))).toEqual([]);
  });

  it('builds URLs by name', () => {
    expect(pathFor('members-id', { id: '42' })).toBe('/members/42');
    expect(pathFor('credits-id-paymentmethod', { id: '3', paymentmethod: 'ideal' })).toBe('/credits/3/ideal');
    expect(pathFor('credits-id-paymentmethod', { id: '3' })).toBe('/credits/3');
    expect(pathFor('landers-gallery-slug')).toBe('/landers/gallery');
    expect(pathFor('pages-return-policy')).toBe('/return-policy');
  });

  it('puts the chat screens in the chat layout and the landers in the lander layout', () => {
    expect(ROUTES['chats-id'].layout).toBe('chat');
    expect(ROUTES['members-id-chat'].layout).toBe('chat');
    for (const name of ROUTE_NAMES.filter((n) => n.startsWith('landers-'))) expect(ROUTES[name].layout).toBe('lander');
    expect(ROUTES['complete-signup'].layout).toBe('default');
  });
});
