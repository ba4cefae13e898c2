import { Container, Nav, Navbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../route-table';
import { Brand } from './brand';
import { LanguageDropdown } from './language-dropdown';

/** SPEC §2 top navigation; this is the logged-out variant until accounts exist. */
export function TopNav() {
  const { t } = useTranslation();
  return (
    <Navbar bg="white" className="border-bottom shadow-sm" sticky="top">
      <Container>
        <Brand />
        <Nav className="ms-auto align-items-center gap-2 flex-row">
          <LanguageDropdown />
          <Link className="btn btn-primary" to={pathFor('login')} data-testid="login-button">
            {t('nav.login')}
          </Link>
        </Nav>
      </Container>
    </Navbar>
  );
}
