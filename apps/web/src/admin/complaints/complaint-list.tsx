import type { AdminComplaint } from '@app/core';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Complaints as a short list (a member's page, a complaint's history), each linking to its complaint page. */
export function ComplaintList({ title, complaints }: { title: string; complaints: AdminComplaint[] }) {
  return (
    <>
      <h3 className="h6 small text-body-secondary">{title}</h3>
      {complaints.length === 0 ? (
        <p className="small">None.</p>
      ) : (
        <ul className="list-unstyled small" data-testid="complaint-list">
          {complaints.map((complaint) => (
            <li key={complaint.id} className="mb-2">
              <Link to={`/admin/complaints/${complaint.id}`}>{complaint.reference}</Link>{' '}
              <Badge bg="warning" text="dark">
                {complaint.reason}
              </Badge>{' '}
              <Badge bg="secondary">{complaint.status}</Badge> {when(complaint.at)} · by{' '}
              {complaint.reporter ? <Link to={`/admin/members/${complaint.reporter.id}`}>{complaint.reporter.name}</Link> : (complaint.reporterEmail ?? 'a visitor')}
              {complaint.about && (
                <>
                  {' '}
                  about <Link to={`/admin/members/${complaint.about.id}`}>{complaint.about.name}</Link>
                </>
              )}
              <div className="text-break">{complaint.message}</div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
