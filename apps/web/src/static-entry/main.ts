import '../styles/theme.scss';
import '../pwa/pwa.css';
import '../features/static-pages/static-pages.css';
import { capturePageBounce, notePageView, startPageBeacons } from '../lib/page-behaviour';
import { documentTitle } from '../lib/title';
import { captureTracking } from '../lib/tracking-capture';
import { runAction } from './actions';
import { closeMenusOnEscape, openMenuOnKey, toggleMenus } from './menus';
import { needsApp } from './needs-app';
import { pageSettings } from './page-answers';
import { startApp } from './start-app';

/**
 * The static pages' own script (static.html, issue #20): the server rendered the page with the
 * app's header and footer, and this makes them work without the app: the menus, the language,
 * logout, printing. Every link is an ordinary one, so a page of the app loads the app. Where the
 * page needs the app at once (the site-entry warning), the app takes it over as it would from
 * index.html, from the state the server wrote into it (docs/decisions.md).
 */
function enhance(): void {
  captureTracking();
  capturePageBounce();
  notePageView(window.location.pathname);
  startPageBeacons();
  // The tab's title as the app gives it: the page's own title (the server's head has the search result's).
  const title = document.querySelector('article h1')?.textContent;
  if (title) document.title = documentTitle(title, pageSettings()?.name);
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (!toggleMenus(target, event)) runAction(target);
  });
  document.addEventListener('keydown', (event) => {
    closeMenusOnEscape(event);
    openMenuOnKey(event);
  });
  // The page's buttons work now: the mark the app sets once it runs a page (app-providers.tsx).
  document.documentElement.dataset.hydrated = 'true';
}

if (needsApp()) void startApp();
else enhance();
