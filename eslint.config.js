import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
