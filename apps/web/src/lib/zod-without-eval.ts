import { config, z } from 'zod/v4';

/**
 * The web build's 'zod' (vite.config.ts points every `import … from 'zod'` here, packages/core's
 * included). Zod compiles object parsers with `new Function` when it may, and probes for that
 * when a schema is made; the site's Content-Security-Policy forbids eval and reports even the
 * probe as a violation. Being the module every schema imports, this runs before any is made.
 */
// `config`, not `z.config`: reading the namespace would keep all of zod in every bundle that imports
// this module for its effect, the web app's first load included (issue #20).
config({ jitless: true });

export * from 'zod/v4';
export { z as default };
