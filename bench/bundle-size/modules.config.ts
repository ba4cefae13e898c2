import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import web from '../../apps/web/vite.config';

/** Per chunk, the gzip size of each module's own rendered code (its share of the chunk). */
export type ChunkModules = Record<string, Record<string, number>>;

/**
 * The web app's build, plus a list of every chunk's modules for `run.ts --modules` (written to
 * BUNDLE_MODULES_OUT): which libraries and folders make up the shared first load.
 */
const listModules: Plugin = {
  name: 'list-modules',
  generateBundle(_options, bundle) {
    const chunks: ChunkModules = {};
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      chunks[file.fileName] = Object.fromEntries(
        Object.entries(file.modules).map(([id, module]) => [id, module.code ? gzipSync(module.code, { level: 9 }).length : 0]),
      );
    }
    writeFileSync(process.env.BUNDLE_MODULES_OUT!, JSON.stringify(chunks));
  },
};

export default defineConfig((env) => mergeConfig(web(env), { plugins: [listModules] }));
