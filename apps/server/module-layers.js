/**
 * The server's modules (apps/server/src/modules/*), the bottom layer first. A module imports only
 * from modules in lower layers, never from its own layer or above, and never another module's
 * repo.ts: eslint.config.js makes these rules from this table, docs/server-modules.md says why.
 * A new module goes into the lowest layer above everything it imports.
 */
export const moduleLayers = [
  {
    name: 'foundation',
    about: 'the site, the session, who may see or contact whom, the credit ledger and payment rules',
    modules: ['site', 'session', 'members', 'credits'],
  },
  { name: 'accounts', about: 'the member accounts every feature reads', modules: ['users'] },
  {
    name: 'features',
    about: 'what a member or visitor does, each on its own',
    modules: [
      'blocks',
      'complaints',
      'discounts',
      'geocode',
      'likes',
      'login',
      'mail-change',
      'page-events',
      'photos',
      'profiles',
      'push',
      'pwa',
      'search',
      'seo',
      'signup',
      'static-pages',
    ],
  },
  {
    name: 'composed features',
    about: 'features that use one below them',
    modules: ['account-deletion', 'chat', 'landers', 'password', 'payments', 'swipe'],
  },
  {
    name: 'outer features',
    about: 'features that use a composed one',
    modules: ['direct-debit', 'notifications'],
  },
];
