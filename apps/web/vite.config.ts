import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress-plugin';
import { pwaPlugin } from './scripts/pwa-plugin';

export default defineConfig({
  plugins: [react(), pwaPlugin(), precompressPlugin()],
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) }],
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
    rollupOptions: {
      // The back office is its own page: no staff code ships to members (ARCHITECTURE). The landers
      // are their own page too, from their own build on Preact (vite.lander.config.ts).
      input: { main: 'index.html', admin: 'admin.html' },
    },
  },
});
