import SelectableImport from '@restart/ui/SelectableContext';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import NavbarContext, { type NavbarContextType } from 'react-bootstrap/NavbarContext';

/**
 * The server's build takes @restart/ui's CommonJS files (its "node" condition) and, this package
 * being `"type": "module"`, imports them as Node does: the default import is the module's exports,
 * not the context. Taken as it came, the server rendered `<undefined>` around the navigation and
 * the browser drew the whole navigation again when it took the page over. react-bootstrap's own
 * imports of this module get the context, the same object as here.
 */
const SelectableContext: typeof SelectableImport =
  'Provider' in SelectableImport ? SelectableImport : (SelectableImport as unknown as { default: typeof SelectableImport }).default;

interface AppNavbarProps {
  /** The width from which the menu unfolds (Bootstrap's `navbar-expand-*`); true: always. */
  expand: true | 'lg';
  className: string;
  children: ReactNode;
}

/**
 * react-bootstrap's `Navbar` with `collapseOnSelect`, without the rest of it: `Navbar` carries
 * `Navbar.Offcanvas` as a property, so every page loaded the Offcanvas with @restart/ui's Modal
 * (~6 kB gzip) for a navigation that has none. The same markup and the same two contexts, which
 * `NavbarToggle`, `NavbarCollapse` and the dropdowns read: a choice in the menu folds it (a link
 * calls NavbarSelect's function, as react-bootstrap's `Nav.Link` does).
 */
export function AppNavbar({ expand, className, children }: AppNavbarProps) {
  const [expanded, setExpanded] = useState(false);
  const navbar = useMemo<NavbarContextType>(
    () => ({ onToggle: () => setExpanded(!expanded), bsPrefix: 'navbar', expanded, expand }),
    [expanded, expand],
  );
  const fold = useCallback(() => setExpanded(false), []);
  return (
    <NavbarContext.Provider value={navbar}>
      <SelectableContext.Provider value={fold}>
        <nav className={`${className} navbar navbar-expand${expand === true ? '' : `-${expand}`} navbar-light`}>{children}</nav>
      </SelectableContext.Provider>
    </NavbarContext.Provider>
  );
}

/** What a choice in the navigation calls (react-bootstrap's `Nav.Link` and dropdown items do): it folds the menu. */
export const NavbarSelect = SelectableContext;
