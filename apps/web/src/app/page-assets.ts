import type { Manifest } from 'vite';
import type { PageAssets } from '@app/core';

/**
 * The style sheets a page needs besides the entry's: for each module (by its source path, as the
 * build's manifest names it), those of its chunk and of every chunk it imports statically. The
 * server links them with the page it rendered, whose markup needs them for its first paint; the
 * browser would otherwise fetch them only when the page's chunk loads, after the entry has run.
 * Its scripts are not asked for with it: on slow 4G they took the line from the page's photos
 * (Lighthouse: /members' LCP 1.6–2.2 s without them, 2.3–2.8 s with them, issue #20).
 */
export function pageAssets(manifest: Manifest, modules: readonly string[]): PageAssets {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const style of chunk.css ?? []) styles.add(`/${style}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { styles: [...styles] };
}
