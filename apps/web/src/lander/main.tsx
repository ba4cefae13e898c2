import './lander.scss';
import { LANDER_DATA_ELEMENT_ID } from '@app/core/landers';
import type { LanderBootstrap } from '@app/core';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { captureTracking } from '../lib/tracking-capture';
import { markStandalone } from '../pwa/standalone';
import { LanderApp, landerHtmlClass, loadLander } from './lander-app';

captureTracking();
markStandalone();

// Written into the page by the server (modules/landers/lander-page.ts), so nothing waits for a request.
const data = JSON.parse(document.getElementById(LANDER_DATA_ELEMENT_ID)!.textContent!) as LanderBootstrap;
document.documentElement.lang = data.locale;
document.documentElement.classList.add(landerHtmlClass(data));

const lander = await loadLander(data);
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <LanderApp {...lander} />
  </StrictMode>
);
// The server rendered the page (server-render.tsx): the browser takes it over. A page served
// without it (its render failed) is rendered here.
if (root.firstChild) hydrateRoot(root, app);
else createRoot(root).render(app);
