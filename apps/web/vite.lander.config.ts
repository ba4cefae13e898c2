import { defineConfig, type UserConfig } from 'vite';
import { appCss, appResolve, PREACT } from './vite.config';
import { precompressPlugin } from './scripts/precompress-plugin';

/**
 * The landers' own build (docs/decisions.md): the same React code on Preact as the app's, but a
 * page of its own with none of the app's router, queries or i18next, and one style sheet, so a
 * lander's first load is a tenth of the app's. Built beside the app's (vite.config.ts), into the
 * same dist. `--ssr` builds the server's renderer (src/lander/server-render.tsx) into dist/ssr,
 * with everything bundled in: the server imports it at run time and has no Preact of its own.
 */
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
