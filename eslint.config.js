import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { moduleLayers } from './apps/server/module-layers.js';

const featuresDir = 'apps/web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Feature folders never import each other (ARCHITECTURE: bulletproof-react): what two features
 * share moves to components/, hooks/, lib/, site/ or packages/core.
 */
const featureIsolation = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`../${other}`, `../${other}/**`, `**/features/${other}`, `**/features/${other}/**`],
            message: 'Features do not import each other.',
          })),
      },
    ],
  },
}));

const modulesDir = 'apps/server/src/modules';
const serverModules = readdirSync(new URL(`./${modulesDir}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerOf = new Map(moduleLayers.flatMap(({ modules }, layer) => modules.map((name) => [name, layer])));
// Every module in exactly one layer, and no layer naming a module that is gone.
const placed = moduleLayers.flatMap(({ modules }) => modules);
const misplaced = [
  ...serverModules.filter((name) => placed.filter((other) => other === name).length !== 1),
  ...placed.filter((name) => !serverModules.includes(name)),
];
if (misplaced.length > 0) throw new Error(`apps/server/module-layers.js: place ${misplaced.join(', ')} once, or remove it`);

/** An import of `name` from inside another module (../name/…) or from elsewhere under src (…/modules/name/…). */
const moduleImport = (name) => `^(\\.\\./)+(modules/)?${name}(/|$)`;

/**
 * The server's module graph points down (apps/server/module-layers.js, docs/server-modules.md):
 * a module imports only modules of lower layers, and never another module's repo.ts. Tests of a
 * module are held to the same rules: what several modules' tests share lives in src/test/.
 */
const serverModuleLayers = serverModules.map((name) => ({
  files: [`${modulesDir}/${name}/**/*.ts`],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'ImportExpression', message: 'Modules import statically, so that the layer rule sees every import.' },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...serverModules
            .filter((other) => other !== name && layerOf.get(other) >= layerOf.get(name))
            .map((other) => ({
              regex: moduleImport(other),
              message: `'${other}' is not in a layer below '${name}' (apps/server/module-layers.js).`,
            })),
          {
            regex: `^(\\.\\./)+(modules/)?(?!${name}/)[a-z][a-z0-9-]*/repo(\\.[jt]s)?$`,
            message: "A module's repo.ts is its own: use what the other module offers outside it.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-results/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The offline page's script, served as it is (a classic script, no build step).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  ...featureIsolation,
  ...serverModuleLayers,
  {
    // The platform is what modules stand on: it knows none of them.
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules(/|$)', message: 'The platform imports no module.' }] },
      ],
    },
  },
  {
    // The landers' bundle must stay under 100 kB of JavaScript (issue #8, bench/bundle-size): none
    // of the app's heavy libraries, and from @app/core only types and the zod-free '@app/core/landers'.
    files: ['apps/web/src/lander/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lander/**/*.test.{ts,tsx}', 'apps/web/src/lander/test-support.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@app/core', allowTypeImports: true, message: "Landers import values from '@app/core/landers' only." },
            ...['zod', 'react-router', '@tanstack/react-query', 'react-i18next', 'i18next', 'react-bootstrap'].map((name) => ({
              name,
              message: 'Not in the lander bundle: it must stay under 100 kB of JavaScript.',
            })),
          ],
        },
      ],
    },
  },
);
