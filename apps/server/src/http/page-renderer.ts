import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A built page's server render: the content of its #root and the class of its <html>. */
export interface RenderedPage {
  body: string;
  htmlClass: string;
}

export type PageRenderer = (data: unknown) => Promise<RenderedPage>;

/** Where the web build writes the servers' renderers (apps/web/vite.lander.config.ts); never served. */
export const SSR_FOLDER = 'ssr';

/**
 * The landers' server renderer from the built web app (Preact, bundled with all it needs), loaded
 * at run time: the server neither builds nor depends on the web app, and starts without it.
 */
export async function loadLanderRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = join(webDist, SSR_FOLDER, 'server-render.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderLander: PageRenderer };
  return module.renderLander;
}
