/**
 * The served navigation's menus, as Bootstrap's scripts would run them, without them: the member
 * menu's collapse (below 992 px) and the language and account dropdowns, whose closed menus the
 * server rendered (components/lazy-nav-dropdown.tsx). No animation: the app's own menus have none.
 */

const OPEN = 'show';

function setCollapse(toggler: Element, open: boolean): void {
  document.getElementById(toggler.getAttribute('aria-controls') ?? '')?.classList.toggle(OPEN, open);
  toggler.classList.toggle('collapsed', !open);
  toggler.setAttribute('aria-expanded', String(open));
}

function setDropdown(dropdown: Element, open: boolean): void {
  dropdown.classList.toggle(OPEN, open);
  dropdown.querySelector('.dropdown-menu')?.classList.toggle(OPEN, open);
  dropdown.querySelector('.dropdown-toggle')?.setAttribute('aria-expanded', String(open));
}

const openDropdowns = () => document.querySelectorAll('.dropdown.show');

/** A click on a toggle opens or closes its menu; any other click closes the open dropdowns. True if it was a toggle. */
export function toggleMenus(target: Element, event: Event): boolean {
  const toggle = target.closest('.dropdown-toggle');
  const dropdown = toggle?.closest('.dropdown');
  for (const open of openDropdowns()) if (open !== dropdown) setDropdown(open, false);
  if (dropdown) {
    event.preventDefault();
    setDropdown(dropdown, !dropdown.classList.contains(OPEN));
    return true;
  }
  const toggler = target.closest('.navbar-toggler');
  if (toggler) {
    setCollapse(toggler, toggler.getAttribute('aria-expanded') !== 'true');
    return true;
  }
  return false;
}

/** Escape closes an open dropdown and gives the focus back to its toggle, as Bootstrap's does. */
export function closeMenusOnEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  for (const open of openDropdowns()) {
    setDropdown(open, false);
    open.querySelector<HTMLElement>('.dropdown-toggle')?.focus();
  }
}

/** Enter or Space on a toggle (a link with role button) opens its menu, like a click. */
export function openMenuOnKey(event: KeyboardEvent): void {
  const toggle = (event.target as Element).closest?.('.dropdown-toggle[role="button"]');
  if (!toggle || event.key !== ' ') return;
  event.preventDefault();
  (toggle as HTMLElement).click();
}
