/**
 * The functions a V8 CPU profile (`node --cpu-prof`, see run.ts --profile) spent most time in
 * themselves, and the packages (or the app's own source) that time falls in.
 *
 *   tsx bench/api/profile-top.ts <file.cpuprofile> [how many, default 30]
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount: number;
  children?: number[];
}

const [file, limit = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/api/profile-top.ts <file.cpuprofile> [count]');
const { nodes } = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[] };
const total = nodes.reduce((sum, node) => sum + node.hitCount, 0);

// The server runs bundled (apps/server/dist): its functions get their source file back from the
// bundle's source map, where rolldown wrote one.
const maps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    // Packages' own maps (drizzle's) would name their TypeScript outside node_modules: left as they are.
    const file = url.startsWith('file:') && !url.includes('/node_modules/') ? `${fileURLToPath(url)}.map` : '';
    maps.set(url, file && existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url)!;
}
for (const { callFrame } of nodes) {
  const entry = sourceMapOf(callFrame.url)?.findEntry(callFrame.lineNumber, callFrame.columnNumber);
  if (entry && 'originalSource' in entry) {
    callFrame.url = new URL(entry.originalSource, callFrame.url).href;
    callFrame.lineNumber = entry.originalLine;
  }
}

/** node_modules/<package>, the app's own folder, or what V8 names (GC, idle, program). */
function placeOf(url: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const own = /\/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+)\//.exec(url);
  if (own) return own[1]!;
  return url.startsWith('node:') ? 'node' : url || '(v8)';
}

function top(key: (node: Node) => string) {
  const sums = new Map<string, number>();
  for (const node of nodes) sums.set(key(node), (sums.get(key(node)) ?? 0) + node.hitCount);
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, Number(limit));
}

const percent = (hits: number) => `${((hits / total) * 100).toFixed(1).padStart(5)} %`;
console.log('Self time by function:');
for (const [name, hits] of top(({ callFrame: { functionName, url, lineNumber } }) => `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`)) {
  console.log(`${percent(hits)}  ${name}`);
}
// Total time (the function and what it called) of the app's own functions: which route or hook costs.
const byId = new Map(nodes.map((node) => [node.id, node]));
const nameOf = ({ callFrame: { functionName, url, lineNumber } }: Node) => `${functionName || '(anonymous)'} ${url.replace(/^.*\/work\/[^/]+\/[^/]+\//, '')}:${lineNumber + 1}`;
const totals = new Map<string, number>();
function walk(node: Node, above: Set<string>): number {
  const name = nameOf(node);
  let hits = node.hitCount;
  const own = !above.has(name) && /\/(apps|packages)\//.test(node.callFrame.url);
  const next = own ? new Set(above).add(name) : above;
  for (const child of node.children ?? []) hits += walk(byId.get(child)!, next);
  if (own) totals.set(name, (totals.get(name) ?? 0) + hits);
  return hits;
}
walk(nodes[0]!, new Set());
console.log("\nTotal time of the app's own functions:");
for (const [name, hits] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(limit))) console.log(`${percent(hits)}  ${name}`);
console.log('\nSelf time by package or source folder:');
for (const [place, hits] of top(({ callFrame: { url, functionName } }) => (url ? placeOf(url) : `(${functionName})`))) {
  console.log(`${percent(hits)}  ${place}`);
}
