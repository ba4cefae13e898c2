import './lander.scss';
import { LANDER_DATA_ELEMENT_ID, nicheCopyKey } from '@app/core/landers';
import type { LanderBootstrap } from '@app/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureTracking } from '../lib/tracking-capture';
import { markStandalone } from '../pwa/standalone';
import { loadTranslate } from './i18n';
import { LanderContext } from './lander-context';
import { LanderLayout } from './lander-layout';
import { LANDER_PAGE_MODULES } from './pages';

captureTracking();
markStandalone();

// Written into the page by the server (modules/landers/lander-page.ts), so nothing waits for a request.
const data = JSON.parse(document.getElementById(LANDER_DATA_ELEMENT_ID)!.textContent!) as LanderBootstrap;
document.documentElement.lang = data.locale;
// The niche's colours (lander.scss).
document.documentElement.classList.add(`lander-niche-${nicheCopyKey(data.site.niche)}`);

// The page's chunk and its texts load side by side.
const [{ default: Page }, t] = await Promise.all([LANDER_PAGE_MODULES[data.page](), loadTranslate(data.locale)]);
const numbers = new Intl.NumberFormat(data.locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LanderContext.Provider value={{ data, t, formatNumber: (value) => numbers.format(value) }}>
      <LanderLayout>
        <Page />
      </LanderLayout>
    </LanderContext.Provider>
  </StrictMode>,
);
