import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Form, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorText, useAdminSite, useStaffSession } from '../admin-api';
import { fictionalListQuery } from './fictional-api';

/** /admin/fictional: the fictional profiles of the picked site (or every site), searched by name. */
export function Component() {
  const { siteId } = useAdminSite();
  const { sites } = useStaffSession();
  const [q, setQ] = useState('');
  const list = useQuery(fictionalListQuery(siteId, q.trim()));
  const domain = (id: number) => sites.find((site) => site.id === id)?.domain ?? `#${id}`;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Fictional profiles</h1>
        <Form.Control
          type="search"
          placeholder="Search by name"
          aria-label="Search by name"
          className="w-auto"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <Link className="btn btn-primary" to="/admin/fictional/new" data-testid="new-fictional">
          New fictional profile
        </Link>
      </div>
      <p className="text-body-secondary small">
        Profiles run by operators, always shown to members with the site's fictional marker. They are made here, never by turning a
        member's account fictional.
      </p>
      {list.isPending ? (
        <Spinner role="status" aria-label="Loading" />
      ) : list.isError ? (
        <Alert variant="danger">{errorText(list.error)}</Alert>
      ) : list.data.profiles.length === 0 ? (
        <p className="text-body-secondary">No fictional profile matches.</p>
      ) : (
        <Table responsive hover size="sm" className="align-middle" data-testid="fictional-list">
          <thead>
            <tr>
              <th style={{ width: 56 }} />
              <th>Name</th>
              <th>Age</th>
              <th className="d-none d-md-table-cell">Site</th>
              <th>Place</th>
              <th>Photos</th>
            </tr>
          </thead>
          <tbody>
            {list.data.profiles.map((profile) => (
              <tr key={profile.id} data-testid="fictional-row">
                <td>
                  {profile.thumbUrl ? (
                    <img src={profile.thumbUrl} alt="" width={40} height={40} className="rounded object-fit-cover" />
                  ) : (
                    <span className="d-inline-block rounded bg-body-secondary" style={{ width: 40, height: 40 }} />
                  )}
                </td>
                <td>
                  <Link to={`/admin/fictional/${profile.id}`} className="fw-semibold">
                    {profile.name}
                  </Link>{' '}
                  <span className="text-body-secondary small admin-figures">#{profile.id}</span>
                </td>
                <td className="admin-figures">
                  {profile.age} · {profile.gender}
                </td>
                <td className="d-none d-md-table-cell small">{domain(profile.siteId)}</td>
                <td>{[profile.city, profile.country].filter(Boolean).join(', ')}</td>
                <td className="admin-figures">{profile.photoCount}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
