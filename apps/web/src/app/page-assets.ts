import type { Manifest } from 'vite';
import type { PageAssets } from '@app/core';

/**
 * The files a page needs besides the entry's: for each module (by its source path, as the build's
 * manifest names it), its chunk, every chunk it imports statically and their style sheets. The
 * server asks for them with the page it rendered, so the browser fetches them beside the entry's
 * instead of learning of them only once the entry has run (issue #20: on slow 4G a page's own
 * chunks came one round trip and its translations another after the entry).
 */
export function pageAssets(manifest: Manifest, modules: readonly string[]): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) scripts.add(`/${chunk.file}`);
    for (const style of chunk.css ?? []) styles.add(`/${style}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}
