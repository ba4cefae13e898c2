import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Container, Form, Nav, Navbar, NavDropdown, Spinner } from 'react-bootstrap';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { AdminSiteContext, adminFetch, isLoggedOut, loginStateQuery, staffSessionQuery } from './admin-api';
import { ADMIN_NAV, type AdminNavEntry, canSee, navSections } from './admin-nav';
import { QueueCountBadge } from './queue-count';
import { OkResponse } from '@app/core';

const SITE_KEY = 'admin.site';

function storedSite(): number | null {
  const value = Number(window.localStorage.getItem(SITE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The top bar (sections, the site worked on, who is logged in) around every back office page. */
export function AdminLayout() {
  const loginState = useQuery(loginStateQuery);
  const loggedIn = loginState.data?.step === 'done';
  const session = useQuery({ ...staffSessionQuery, enabled: loggedIn });
  const [siteId, setSite] = useState<number | null>(storedSite);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const toLogin = <Navigate to={`/admin/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (loginState.isError) throw loginState.error;
  if (loginState.data && !loggedIn) return toLogin;
  if (session.isPending) {
    return (
      <div className="d-flex justify-content-center py-5">
        <Spinner role="status" aria-label="Loading" />
      </div>
    );
  }
  if (session.isError) {
    if (isLoggedOut(session.error)) return toLogin;
    throw session.error;
  }
  const { staff, sites } = session.data;
  const setSiteId = (id: number | null) => {
    if (id === null) window.localStorage.removeItem(SITE_KEY);
    else window.localStorage.setItem(SITE_KEY, String(id));
    setSite(id);
  };
  const logOut = async () => {
    await adminFetch('logout', { method: 'POST', schema: OkResponse });
    queryClient.clear();
    navigate('/admin/login');
  };

  return (
    <AdminSiteContext.Provider value={{ siteId, setSiteId }}>
      <Navbar expand="xl" bg="dark" data-bs-theme="dark" className="mb-3">
        <Container fluid>
          <Navbar.Brand as={NavLink} to="/admin">
            Back office
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="admin-nav" />
          <Navbar.Collapse id="admin-nav">
            {/* Wraps rather than pushing the site picker off a laptop screen as sections are added. */}
            <Nav className="me-auto flex-wrap">
              {navSections(ADMIN_NAV.filter((entry) => canSee(entry, staff.role))).map((section) =>
                section.group === undefined ? (
                  <Nav.Link key={section.entries[0]!.path} as={NavLink} to={section.entries[0]!.path} end={section.entries[0]!.end} className="text-nowrap">
                    <EntryLabel entry={section.entries[0]!} />
                  </Nav.Link>
                ) : (
                  <NavDropdown key={section.group} title={section.group} id={`admin-nav-${section.group}`}>
                    {section.entries.map((entry) => (
                      <NavDropdown.Item key={entry.path} as={NavLink} to={entry.path} end={entry.end}>
                        <EntryLabel entry={entry} />
                      </NavDropdown.Item>
                    ))}
                  </NavDropdown>
                ),
              )}
            </Nav>
            <Form.Select
              size="sm"
              className="w-auto my-2 my-xl-0 me-xl-2"
              style={{ maxWidth: '14rem' }}
              aria-label="Site"
              value={siteId ?? ''}
              onChange={(event) => setSiteId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">All sites</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name} ({site.domain})
                </option>
              ))}
            </Form.Select>
            {/* Who is logged in, in a menu of its own: the bar keeps room for the sections. */}
            <Nav>
              <NavDropdown title={staff.name} id="admin-account" align="end">
                <NavDropdown.ItemText className="small text-nowrap">
                  {staff.email}
                  <div className="text-body-secondary">{staff.role}</div>
                </NavDropdown.ItemText>
                <NavDropdown.Divider />
                <NavDropdown.Item as={NavLink} to="/admin/security">
                  Security and passkeys
                </NavDropdown.Item>
                <NavDropdown.Item as="button" onClick={() => void logOut()}>
                  Log out
                </NavDropdown.Item>
              </NavDropdown>
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <Container fluid className="pb-5">
        <Outlet context={session.data} />
      </Container>
    </AdminSiteContext.Provider>
  );
}

function EntryLabel({ entry }: { entry: AdminNavEntry }) {
  return (
    <>
      {entry.label}
      {entry.countPath && <QueueCountBadge countPath={entry.countPath} label={entry.label} />}
    </>
  );
}
