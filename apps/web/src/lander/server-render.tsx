import type { LanderBootstrap } from '@app/core';
import { renderToString } from 'react-dom/server';
import { LanderApp, landerHtmlClass, loadLander } from './lander-app';

/** A lander rendered on the server: the content of #root and the class of <html>. */
export interface RenderedLander {
  body: string;
  htmlClass: string;
}

/**
 * The server's first paint of a lander (built by vite.lander.config.ts into dist/ssr, imported by
 * the server at run time): the HTML the browser shows before any JavaScript runs, and then hydrates.
 */
export async function renderLander(data: LanderBootstrap): Promise<RenderedLander> {
  const lander = await loadLander(data);
  return { body: renderToString(<LanderApp {...lander} />), htmlClass: landerHtmlClass(data) };
}
