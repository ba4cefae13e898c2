import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import {
  FAVICON_PATH,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  OFFLINE_PAGE,
  OFFLINE_STYLE,
  SERVICE_WORKER_PATH,
  SITE_COLOURED_FILES,
} from '../../../packages/core/src/pwa';
import { renderAppIcons } from './app-icons';

const WORKER_ENTRY = fileURLToPath(new URL('../src/pwa/worker/sw.ts', import.meta.url));
/** The offline page and its style and script (files, not inline: the site's policy forbids inline ones). */
const OFFLINE_FILES = [OFFLINE_PAGE, OFFLINE_STYLE, '/offline.js'];

/** The files the entry needs to start: its chunk, the chunks it imports statically, and their styles. */
function entryFiles(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(visit);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  }
  return [...files].map((file) => `/${file}`);
}

/** The worker as one classic script (module workers are not supported everywhere yet). */
async function buildWorker(facts: object): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    define: { __PWA_BUILD__: JSON.stringify(facts) },
    build: {
      write: false,
      sourcemap: false,
      lib: { entry: WORKER_ENTRY, formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output as Rollup.RollupOutput])
    .flatMap((result) => result.output)
    .find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker build produced no script.');
  return chunk.code;
}

/**
 * The installable app (SPEC §1): app icons rendered from the brand SVG, and the service worker with
 * the precache list of this very build. The dev server gets the icons too (it has no worker).
 */
export function pwaPlugin(): Plugin {
  let icons: Promise<Map<string, Buffer>> | undefined;
  const appIcons = () => (icons ??= renderAppIcons());
  return {
    name: 'app-pwa',
    // The server's rendering bundle has no pages, icons or worker of its own.
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith('/icons/')) return next();
        appIcons()
          .then((rendered) => {
            const png = rendered.get(path);
            if (!png) return next();
            response.setHeader('content-type', 'image/png');
            response.end(png);
          })
          .catch(next);
      });
    },
    // After Vite's own: it drops the chunks that only carried a style sheet (static.html's), which
    // a worker asked to cache would fail to install on (every file of its list must load).
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const rendered = await appIcons();
        for (const [src, png] of rendered) this.emitFile({ type: 'asset', fileName: src.slice(1), source: png });
        const precache = [...entryFiles(bundle), ...OFFLINE_FILES, FAVICON_PATH, ...rendered.keys()];
        // Hashed names change with their content; the offline page and icons are hashed here.
        const hash = createHash('sha256').update(JSON.stringify(precache));
        for (const file of OFFLINE_FILES) hash.update(await readFile(new URL(`../public${file}`, import.meta.url)));
        for (const png of rendered.values()) hash.update(png);
        const facts = {
          version: hash.digest('hex').slice(0, 16),
          precache,
          siteColoured: SITE_COLOURED_FILES,
          offlinePage: OFFLINE_PAGE,
          notificationIcon: NOTIFICATION_ICON,
          notificationBadge: NOTIFICATION_BADGE.src,
        };
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_PATH.slice(1), source: await buildWorker(facts) });
      },
    },
  };
}
