import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { NavDropdown as NavDropdownType, NavDropdownProps } from 'react-bootstrap';

type NavDropdownComponent = typeof NavDropdownType;

let loaded: NavDropdownComponent | undefined;
const load = () => import('./nav-dropdown-chunk').then((module) => (loaded = module.default));

interface LazyNavDropdownProps {
  id: string;
  title: ReactNode;
  align?: NavDropdownProps['align'];
  'data-testid'?: string;
  /** NavDropdown.Item and .Divider are react-bootstrap's `DropdownItem` and `DropdownDivider`. */
  children: ReactNode;
}

/**
 * react-bootstrap's NavDropdown, fetched the first time a menu is opened rather than with every
 * page: Bootstrap's dropdown brings Popper, some 10 kB of the first load, for menus most visits
 * never open. Until then its toggle is the closed dropdown's own markup; a click on it (or Enter)
 * loads the dropdown, which then opens. Only the click swaps the toggle: swapping it on hover or
 * focus could land between the press and the release, and the browser would drop the click.
 * The closed menu's items are in the markup already (hidden, as Bootstrap hides a closed menu):
 * the static pages' light script (src/static-entry/) opens the menu the server rendered.
 */
export function LazyNavDropdown({ id, title, align, children, ...rest }: LazyNavDropdownProps) {
  const [NavDropdown, setNavDropdown] = useState(() => loaded);
  const [opened, setOpened] = useState(false);
  /** The clicked toggle had the focus: its blur as it is replaced comes before the swap. */
  const focused = useRef(false);

  useEffect(() => {
    // The real toggle replaces the one that had the focus, so Escape and the arrow keys work at once.
    if (NavDropdown && focused.current) document.getElementById(id)?.focus();
  }, [NavDropdown, id]);

  if (NavDropdown) {
    return (
      <NavDropdown id={id} title={title} align={align} defaultShow={opened} data-testid={rest['data-testid']}>
        {children}
      </NavDropdown>
    );
  }
  return (
    <div className="nav-item dropdown" data-testid={rest['data-testid']}>
      <a
        id={id}
        aria-expanded="false"
        role="button"
        className="dropdown-toggle nav-link"
        tabIndex={0}
        href="#"
        onClick={(event) => {
          event.preventDefault();
          focused.current = document.activeElement === event.currentTarget;
          setOpened(true);
          void load().then((component) => setNavDropdown(() => component));
        }}
      >
        {title}
      </a>
      <div className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}`} data-bs-popper="static" aria-labelledby={id}>
        {children}
      </div>
    </div>
  );
}
