import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress-plugin';
import { pwaPlugin } from './scripts/pwa-plugin';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pwaPlugin(), precompressPlugin()],
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) }],
  },
  ssr: {
    // i18next-icu's `import IntlMessageFormat from` gets the CommonJS module object in plain Node: bundled, the
    // interop is Vite's, as in the browser.
    noExternal: ['i18next-icu', 'intl-messageformat'],
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global Sass functions; its own upgrade will fix these.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
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
    rollupOptions: {
      // The landers are their own page: they must load fast, without the members' app (issue #8).
      // The back office too: no staff code ships to members (ARCHITECTURE).
      input: { main: 'index.html', lander: 'lander.html', admin: 'admin.html' },
    },
  },
}));
