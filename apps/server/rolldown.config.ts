import { isAbsolute, relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'rolldown';

const outDir = resolve(import.meta.dirname, 'dist');

/**
 * Modules find their data files beside themselves (`new URL('./migrations', import.meta.url)`:
 * the SQL migrations, mail and SEO texts, static pages, the repository root in config.ts). In the
 * bundle every module's import.meta.url would be the bundle's, so each module gets its own source
 * file's address back, relative to the bundle: the compiled server reads those files where they
 * are kept, in src/, and nothing is copied.
 */
function sourceFileUrls(): Plugin {
  return {
    name: 'source-file-urls',
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: 'import.meta.url' },
      handler(code, id) {
        const fromBundle = relative(outDir, id);
        return code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
      },
    },
  };
}

/**
 * The production server (`npm run serve`, `npm run admin:create`): the server's own TypeScript and
 * the contract (@app/core, TypeScript source) in one bundle per command, every npm package left
 * to node_modules: sharp and argon2 are native, PGlite loads its WebAssembly and data files, the
 * IP and city databases are read from their packages at run time.
 */
export default defineConfig({
  input: { main: 'src/main.ts', 'create-admin': 'src/create-admin.ts' },
  platform: 'node',
  external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('@app/'),
  plugins: [sourceFileUrls()],
  // The map beside the bundle: `node --enable-source-maps` names the source in stack traces, and
  // bench/api/profile-top.ts the source file of a profile's functions.
  output: { dir: outDir, format: 'esm', cleanDir: true, sourcemap: true },
});
