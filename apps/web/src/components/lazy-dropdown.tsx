import type { ReactNode } from 'react';
import type { ButtonProps, DropdownProps } from 'react-bootstrap';
import { onDemand, useLoadedOnOpen } from './use-loaded-on-open';

const dropdown = onDemand(() => import('./dropdown-chunk'));

interface LazyDropdownProps {
  /** The toggle's id, the same before and after the dropdown has loaded. */
  id: string;
  align?: DropdownProps['align'];
  variant: string;
  size?: ButtonProps['size'];
  toggleClassName?: string;
  label: string;
  'data-testid'?: string;
  /** The toggle's content. */
  toggle: ReactNode;
  /** The menu's items: react-bootstrap's `DropdownItem`s. */
  children: ReactNode;
}

/**
 * react-bootstrap's Dropdown behind a button, fetched the first time the menu is opened rather
 * than with the page: it brings Popper, some 12 kB gzip, for a menu most visits never open (as
 * the navigation's menus do, lazy-nav-dropdown.tsx). Until then the toggle is the closed
 * dropdown's own markup (react-bootstrap renders no menu before the first opening); a click on it
 * (or Enter, Space) loads the dropdown, which then opens with the focus on its toggle.
 */
export function LazyDropdown({ id, align, variant, size, toggleClassName, label, toggle, children, ...rest }: LazyDropdownProps) {
  const { component: Dropdown, opened, open } = useLoadedOnOpen(dropdown, id);

  if (Dropdown) {
    return (
      <Dropdown align={align} defaultShow={opened}>
        <Dropdown.Toggle id={id} variant={variant} size={size} className={toggleClassName} aria-label={label} data-testid={rest['data-testid']}>
          {toggle}
        </Dropdown.Toggle>
        <Dropdown.Menu>{children}</Dropdown.Menu>
      </Dropdown>
    );
  }
  const classes = [toggleClassName, 'dropdown-toggle', 'btn', `btn-${variant}`, size && `btn-${size}`].filter(Boolean).join(' ');
  return (
    <div className="dropdown">
      <button
        type="button"
        id={id}
        aria-expanded="false"
        className={classes}
        aria-label={label}
        data-testid={rest['data-testid']}
        onClick={(event) => open(event.currentTarget)}
      >
        {toggle}
      </button>
    </div>
  );
}
