import { readFileSync } from 'node:fs';

/**
 * The node flags `npm run serve` starts production with (apps/server/package.json), so that the
 * benchmarks measure the runtime production runs, whatever those flags become.
 */
export function serveNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8')) as { scripts: { serve: string } };
  const command = /\bnode (.*?)dist\/main\.js/.exec(scripts.serve)?.[1];
  if (command === undefined) throw new Error(`No "node … dist/main.js" in the serve script: ${scripts.serve}`);
  return command.split(' ').filter((flag) => flag.startsWith('--'));
}
