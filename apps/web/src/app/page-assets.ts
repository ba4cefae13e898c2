import type { Manifest } from 'vite';
import type { PageAssets } from '@app/core';

/**
 * What a page needs besides the entry: for each module (by its source path, as the build's
 * manifest names it), the style sheets and scripts of its chunk and of every chunk it imports
 * statically. The server links the style sheets with the page it rendered, whose markup needs them
 * for its first paint; the scripts it has the browser ask for after that paint, all at once with
 * the entry's (http/scripts-after-paint.ts), instead of one by one as the router loads the page.
 */
export function pageAssets(manifest: Manifest, modules: readonly string[]): PageAssets {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(`/${chunk.file}`);
    for (const style of chunk.css ?? []) styles.add(`/${style}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { styles: [...styles], scripts: [...scripts] };
}
