import type { ReactNode } from 'react';
import { FOOTER_LINKS } from '../lib/footer-links';
import { LegalBlock } from '../components/legal-block';
import { LanderEntryWarningGate } from './entry-warning';
import { useLander } from './lander-context';

/** SPEC §2 lander layout: a simple brand bar, the page, the footer with its disclaimer, under the entry warning. */
export function LanderLayout({ children }: { children: ReactNode }) {
  const { data, t } = useLander();
  const { company, site } = data;
  return (
    <LanderEntryWarningGate>
      <header className="navbar bg-white border-bottom lander-brandbar">
        <div className="container">
          <a className="navbar-brand app-brand d-flex align-items-center gap-2" href="/">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{site.name}</span>
          </a>
        </div>
      </header>
      <main className="app-main" id="main" data-lander={data.page}>
        {children}
      </main>
      <footer className="app-footer border-top py-4 mt-auto" data-testid="site-footer">
        <div className="container">
          <nav aria-label={t('footer.label')}>
            <ul className="list-inline mb-2 text-center">
              {FOOTER_LINKS.map(({ path, label }) => (
                <li className="list-inline-item mx-2" key={path}>
                  <a href={path}>{t(label)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <LegalBlock
            t={t}
            locale={data.locale}
            siteName={site.name}
            company={{ name: company.name, tradenames: company.tradenames, addressShort: company.address_short }}
          />
        </div>
      </footer>
    </LanderEntryWarningGate>
  );
}
