import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    server: {
      deps: {
        // i18next-icu's ES build default-imports the CommonJS intl-messageformat, which Node's own
        // loader hands over as the whole module object: placeholders would stay unformatted.
        // Passing it through Vite gives it the same interop as the browser build.
        inline: ['i18next-icu'],
      },
    },
  },
});
