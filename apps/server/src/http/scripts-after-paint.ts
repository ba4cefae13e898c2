import { createHash } from 'node:crypto';

/** The JSON element that lists the scripts the starter adds: { main, preload }. */
const SCRIPT_LIST_ID = 'page-scripts';

/**
 * Module preloads added in one task. Each link starts its request there, 1–4 ms on a slow machine
 * (a trace of /members); eight a task made tasks of 11–46 ms, which Lighthouse's 4× counts as
 * blocking, and three keep each well under its 50 ms.
 */
const PRELOADS_A_TASK = 3;

/**
 * Adds the listed scripts once the page has painted: the entry as a module script, then every
 * chunk it and the rendered page import as module preloads, so they load side by side and Vite's
 * loader finds the page's chunks already asked for (it appended a link per chunk, in one task of
 * 0.1–0.3 s at a phone's speed, Lighthouse's 4×). Each link starts a request on the main thread
 * (two dozen took 80 ms at 4×), so they go in a few at a time, a task each. A frame and a task
 * after the parser reaches it is after the first paint; a hidden tab gets no frames, so a timer
 * starts it there. Constant text: the security policy allows it by its hash.
 */
const STARTER =
  `(()=>{let started=false;const start=()=>{if(started)return;started=true;` +
  `const{main,preload}=JSON.parse(document.getElementById(${JSON.stringify(SCRIPT_LIST_ID)}).textContent);` +
  `const script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=main;document.head.append(script);` +
  `const add=(from)=>{const links=document.createDocumentFragment();` +
  `for(const href of preload.slice(from,from+${PRELOADS_A_TASK})){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;links.append(link)}` +
  `document.head.append(links);if(from+${PRELOADS_A_TASK}<preload.length)setTimeout(()=>add(from+${PRELOADS_A_TASK}))};add(0)};` +
  `requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000)})()`;

/** The starter's source for script-src. */
export const SCRIPTS_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(STARTER).digest('base64')}'`;

const MODULE_TAGS = /\s*<(?:script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>|link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>)/g;

/**
 * A page the server rendered needs its scripts only to take the markup over, so they are asked
 * for after its first paint instead of with it (issue #20): on slow 4G the built page's two dozen
 * module tags, low priority or not, shared the line with the stylesheet and the photos the paint
 * shows (Lighthouse put /members' LCP at 2.6 s with them in the way). `pageScripts` are the
 * rendered page's own chunks (PageAssets.scripts), asked for with the entry's.
 */
export function withScriptsAfterPaint(html: string, pageScripts: readonly string[]): string {
  let main: string | undefined;
  const preload = new Set<string>();
  const untagged = html.replace(MODULE_TAGS, (_, script: string | undefined, link: string | undefined) => {
    if (script) main = script;
    else preload.add(link!);
    return '';
  });
  if (!main) return html;
  for (const script of pageScripts) preload.add(script);
  preload.delete(main);
  const list = JSON.stringify({ main, preload: [...preload] }).replace(/</g, '\\u003c');
  return untagged.replace(
    /\s*<\/body>/,
    () => `\n    <script id="${SCRIPT_LIST_ID}" type="application/json">${list}</script>\n    <script>${STARTER}</script>\n  </body>`,
  );
}
