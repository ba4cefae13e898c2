import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, type CSSOptions, defineConfig } from 'vite';
import { bootstrapIconsPlugin } from './scripts/bootstrap-icons-plugin';
import { unfloatLegendPlugin } from './scripts/unfloat-legend-plugin';
import { precompressPlugin } from './scripts/precompress-plugin';
import { pwaPlugin } from './scripts/pwa-plugin';

/** Shared with the landers' build (vite.lander.config.ts). */
export const appResolve = {
  alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) }],
} satisfies { alias: Alias[] };

export const appCss = {
  preprocessorOptions: {
    scss: {
      // Bootstrap 5.3 still uses @import and global Sass functions; its own upgrade will fix these.
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    },
  },
  postcss: { plugins: [unfloatLegendPlugin()] },
} satisfies CSSOptions;

/**
 * What production runs the React code on: Preact through preact/compat, the same API at a sixth
 * of react-dom's weight (issue #20, docs/decisions.md "Preact in production"). The landers' build
 * uses it too. The dev server keeps React, for its fast refresh and its development warnings.
 */
export const PREACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), bootstrapIconsPlugin(), pwaPlugin(), precompressPlugin()],
  resolve: { alias: [...(command === 'build' ? PREACT : []), ...appResolve.alias] },
  // The server's renderer (src/entry-server.tsx, into dist/ssr/app) carries all it needs: the server
  // imports it at run time and has no Preact of its own.
  ssr: { noExternal: true },
  // The libraries' production builds on the server too, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  css: appCss,
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      // The manifest is per site, so the server writes it.
      '/manifest.webmanifest': 'http://localhost:3000',
    },
  },
  build: {
    // No source maps in production (ASVS 14.3): they would hand the original source and its comments to anyone.
    sourcemap: false,
    // The server's rendering bundle (entry-server.tsx) serves no files of its own.
    copyPublicDir: !isSsrBuild,
    // Which files each module needs (dist/.vite/manifest.json): the server's renderer asks for a
    // rendered page's own chunks with it (src/app/page-assets.ts). Not served.
    manifest: !isSsrBuild,
    rollupOptions: {
      // The back office is its own page: no staff code ships to members (ARCHITECTURE). The landers
      // are their own page too, from their own build on Preact (vite.lander.config.ts). The static
      // pages arrive in their own light page (src/static-entry/): a first visit needs no app for text.
      input: { main: 'index.html', admin: 'admin.html', static: 'static.html' },
    },
  },
}));
