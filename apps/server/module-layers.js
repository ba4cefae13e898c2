/**
 * The server's modules (apps/server/src/modules/*), the bottom layer first. A module imports only
 * from modules in lower layers, never from its own layer or above, and never another module's
 * repo.ts: eslint.config.js makes these rules from this table; docs/server-modules.md says what
 * each layer is and why. A new module goes into the lowest layer above everything it imports.
 */
export const moduleLayers = [
  { name: 'foundation', modules: ['site', 'session', 'members', 'credits', 'staff'] },
  { name: 'accounts', modules: ['users'] },
  {
    name: 'features',
    modules: [
      'bans',
      'blocks',
      'data-export',
      'discounts',
      'entry-warning',
      'geocode',
      'likes',
      'login',
      'mail-change',
      'page-events',
      'photos',
      'profiles',
      'push',
      'pwa',
      'reports',
      'search',
      'seo',
      'signup',
      'site-settings',
      'static-pages',
      'visits',
    ],
  },
  { name: 'composed features', modules: ['account-deletion', 'chat', 'fictional-profiles', 'landers', 'password', 'payments', 'staff-accounts', 'swipe'] },
  { name: 'outer features', modules: ['complaints', 'direct-debit', 'notifications', 'operator-console'] },
  { name: 'top features', modules: ['member-dossier', 'newsletter'] },
];
