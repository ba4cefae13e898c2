import { Dropdown } from 'react-bootstrap';

/** Bootstrap's dropdown, with Popper: its own chunk, see lazy-dropdown.tsx. */
export default Dropdown;
