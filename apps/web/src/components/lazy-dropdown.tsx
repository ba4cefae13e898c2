import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ButtonProps, Dropdown as DropdownType, DropdownProps } from 'react-bootstrap';

type DropdownComponent = typeof DropdownType;

let loaded: DropdownComponent | undefined;
const load = () => import('./dropdown-chunk').then((module) => (loaded = module.default));

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
  const [Dropdown, setDropdown] = useState(() => loaded);
  const [opened, setOpened] = useState(false);
  /** The clicked toggle had the focus (a click on a button gives it, but not in every browser). */
  const focused = useRef(false);

  useEffect(() => {
    // The real toggle replaces the one that had the focus, so Escape and the arrow keys work at once.
    if (Dropdown && focused.current) document.getElementById(id)?.focus();
  }, [Dropdown, id]);

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
        onClick={(event) => {
          focused.current = document.activeElement === event.currentTarget;
          setOpened(true);
          void load().then((component) => setDropdown(() => component));
        }}
      >
        {toggle}
      </button>
    </div>
  );
}
