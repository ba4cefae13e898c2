import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text. Images and fonts are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Below this, the encoding's own overhead and a header cost about what it saves. */
const MIN_BYTES = 1024;

/**
 * Whether both compressed copies are there and no older than the file: an earlier build into the
 * same dist made them (the landers' build writes beside the app's, whose files it leaves as they are).
 */
async function compressedAlready(path: string): Promise<boolean> {
  const [file, ...copies] = await Promise.all([path, `${path}.br`, `${path}.gz`].map((name) => stat(name).catch(() => undefined)));
  return copies.every((copy) => copy !== undefined && copy.mtimeMs >= file!.mtimeMs);
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every built text file, at the strongest
 * settings: done once at build time, where the server compressing each response could only
 * afford a fast setting. The server's static files route sends the copy the browser accepts.
 * It runs after every other plugin wrote its files (the service worker among them).
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    // The server's rendering bundle is never sent to browsers.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // resolve, not join: an outDir given as an absolute path (bench/bundle-size builds into a temp folder).
        const outDir = resolve(config.root, config.build.outDir);
        const files = (await readdir(outDir, { recursive: true })).filter((file) => TEXT_FILE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const path = join(outDir, file);
            // Brotli at its strongest takes seconds over the whole dist: each file is compressed once.
            if (await compressedAlready(path)) return;
            const content = await readFile(path);
            if (content.length < MIN_BYTES) return;
            await Promise.all([
              writeFile(`${path}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })),
              writeFile(`${path}.gz`, await gzipped(content, { level: constants.Z_BEST_COMPRESSION })),
            ]);
          }),
        );
      },
    },
  };
}
