import { NavDropdown } from 'react-bootstrap';

/** Bootstrap's navigation dropdown, with Popper: its own chunk, see lazy-nav-dropdown.tsx. */
export default NavDropdown;
