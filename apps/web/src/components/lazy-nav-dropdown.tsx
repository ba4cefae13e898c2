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
 * react-bootstrap's NavDropdown, fetched the first time the visitor reaches for a menu (pointer,
 * touch, keyboard focus) rather than with every page: Bootstrap's dropdown brings Popper, about a
 * tenth of the first load, for menus most visits never open. Until then its toggle is the closed
 * dropdown's own markup; a click on it opens the menu as soon as it has loaded, and focus moves
 * over to the real toggle.
 */
export function LazyNavDropdown({ id, title, align, children, ...rest }: LazyNavDropdownProps) {
  const [NavDropdown, setNavDropdown] = useState(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const focusOnLoad = useRef(false);

  useEffect(() => {
    if (NavDropdown && focusOnLoad.current) document.getElementById(id)?.focus();
  }, [NavDropdown, id]);

  if (NavDropdown) {
    return (
      <NavDropdown id={id} title={title} align={align} defaultShow={openOnLoad} data-testid={rest['data-testid']}>
        {children}
      </NavDropdown>
    );
  }
  const reach = () => void load().then((component) => setNavDropdown(() => component));
  return (
    <div className="nav-item dropdown" data-testid={rest['data-testid']}>
      <a
        id={id}
        aria-expanded="false"
        role="button"
        className="dropdown-toggle nav-link"
        tabIndex={0}
        href="#"
        onPointerEnter={reach}
        onPointerDown={reach}
        onFocus={() => {
          focusOnLoad.current = true;
          reach();
        }}
        onBlur={() => (focusOnLoad.current = false)}
        onClick={(event) => {
          event.preventDefault();
          setOpenOnLoad(true);
          reach();
        }}
      >
        {title}
      </a>
    </div>
  );
}
