import { type ReactNode, useContext, useLayoutEffect, useRef } from 'react';
import NavbarContext from 'react-bootstrap/NavbarContext';

/** The element's CSS transition in ms: 0 where reduced motion turns Bootstrap's transitions off. */
const transitionMs = (element: Element) => parseFloat(getComputedStyle(element).transitionDuration) * 1000 || 0;

/**
 * The member menu's fold (below 992 px), as Bootstrap's collapse animates it, its height from 0 to
 * its own and back: react-bootstrap's NavbarCollapse without react-transition-group, which every
 * page's first load carried for it (issue #20). The classes change on the element itself, as
 * Bootstrap's script does (and the static pages' script, static-entry/menus.ts); React renders
 * the closed menu's and leaves them alone.
 */
export function NavbarMenu({ id, children }: { id: string; children: ReactNode }) {
  const expanded = useContext(NavbarContext)?.expanded ?? false;
  const ref = useRef<HTMLDivElement>(null);
  /** Where the menu is, or is going: a press during the animation turns it round. */
  const open = useRef(false);

  useLayoutEffect(() => {
    const menu = ref.current;
    if (!menu || expanded === open.current) return;
    open.current = expanded;
    if (expanded) {
      menu.classList.replace('collapse', 'collapsing');
      menu.style.height = `${menu.scrollHeight}px`;
    } else {
      menu.style.height = `${menu.getBoundingClientRect().height}px`;
      void menu.offsetHeight; // the height above is laid out before the transition starts from it
      menu.classList.remove('collapse', 'show');
      menu.classList.add('collapsing');
      menu.style.height = '';
    }
    const timer = setTimeout(() => {
      menu.classList.remove('collapsing');
      menu.classList.add('collapse');
      menu.classList.toggle('show', expanded);
      menu.style.height = '';
    }, transitionMs(menu));
    return () => clearTimeout(timer);
  }, [expanded]);

  return (
    <div ref={ref} id={id} className="navbar-collapse collapse">
      {children}
    </div>
  );
}
