import { defineConfig, type Alias, type UserConfig } from 'vite';
import { appCss, appResolve } from './vite.config';
import { precompressPlugin } from './scripts/precompress-plugin';

/**
 * The landers' own build (docs/landers.md): the same React code, run by Preact through
 * preact/compat, so a lander's first load is a third of React's weight. One Rollup build cannot
 * alias per entry, hence this second build beside the app's (vite.config.ts), into the same dist.
 * `--ssr` builds the server's renderer (src/lander/server-render.tsx) into dist/ssr, with
 * everything bundled in: the server imports it at run time and has no Preact of its own.
 */
const PREACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ isSsrBuild }): UserConfig => ({
  resolve: { alias: [...PREACT, ...appResolve.alias] },
  css: appCss,
  // The app's build copied public/ already.
  publicDir: false,
  ssr: { noExternal: true },
  plugins: isSsrBuild ? [] : [precompressPlugin()],
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, rollupOptions: { input: 'src/lander/server-render.tsx' } }
    : {
        sourcemap: false,
        // Into the app's dist, beside index.html: the server serves both from there.
        emptyOutDir: false,
        // One style sheet with every lander's styles (~9 kB gzip of them): the server's HTML needs its
        // page's styles before any script runs, and a page chunk's sheet would only come with the chunk.
        cssCodeSplit: false,
        rollupOptions: { input: { lander: 'lander.html' } },
      },
}));
