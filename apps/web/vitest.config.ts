import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A fresh worker per file set up jsdom and loaded React, react-bootstrap and the rest again for
    // each of them: most of the project's time. The files share a worker per environment instead;
    // the setup file gives each the fresh modules and empty page an isolated run gave it.
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // A group of its own: with one worker (two cores) Vitest then hands it all files of an
    // environment at once, rather than starting a worker again at each change of environment
    // among the other projects' files.
    sequence: { groupOrder: 1 },
    server: {
      deps: {
        // i18next and react-i18next keep the instance and its language in the module: through
        // Vite they are loaded anew for every file, as the app's own modules are.
        inline: ['i18next', 'react-i18next'],
      },
    },
  },
});
