import type { ReactNode } from 'react';
import type { NavDropdownProps } from 'react-bootstrap';
import { onDemand, useLoadedOnOpen } from './use-loaded-on-open';

const navDropdown = onDemand(() => import('./nav-dropdown-chunk'));

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
  const { component: NavDropdown, opened, open } = useLoadedOnOpen(navDropdown, id);

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
          open(event.currentTarget);
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
