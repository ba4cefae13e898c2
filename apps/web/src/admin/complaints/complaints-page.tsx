import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorText, useAdminSite } from '../admin-api';
import { complaintQueueQuery } from './complaints-api';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The complaints and appeals waiting for a decision: a possible minor and threats first, then the oldest. */
export function Component() {
  const { siteId } = useAdminSite();
  const queue = useQuery(complaintQueueQuery(siteId));
  return (
    <>
      <h1 className="h3 mb-3">Complaints</h1>
      <p className="text-body-secondary small">
        Complaints about a possible minor come first (their profile is hidden from every list until decided), then threats, then the
        oldest. Appeals are decided by another staff member than the one who decided.
      </p>
      {queue.isPending ? (
        <Spinner role="status" aria-label="Loading" />
      ) : queue.isError ? (
        <Alert variant="danger">{errorText(queue.error)}</Alert>
      ) : queue.data.items.length === 0 ? (
        <p className="text-body-secondary" data-testid="complaints-empty">
          Nothing waits.
        </p>
      ) : (
        <Table responsive hover size="sm" className="align-middle" data-testid="complaint-queue">
          <thead>
            <tr>
              <th>Reference</th>
              <th>Reason</th>
              <th>About</th>
              <th>Waiting</th>
              <th>Since</th>
            </tr>
          </thead>
          <tbody>
            {queue.data.items.map((item) => (
              <tr key={item.id} data-testid="complaint-row" data-reason={item.reason}>
                <td>
                  <Link to={`/admin/complaints/${item.id}`}>{item.reference}</Link>
                </td>
                <td>
                  <Badge bg={item.reason === 'underage' || item.reason === 'threats' ? 'danger' : 'warning'} text={item.reason === 'underage' || item.reason === 'threats' ? undefined : 'dark'}>
                    {item.reason}
                  </Badge>
                </td>
                <td>
                  {item.about ? <Link to={`/admin/members/${item.about.id}`}>{item.about.name}</Link> : '—'}
                  {item.hidden && (
                    <Badge bg="secondary" className="ms-2">
                      hidden
                    </Badge>
                  )}
                </td>
                <td>{item.status === 'appealed' ? 'appeal' : 'decision'}</td>
                <td className="text-nowrap">{when(item.at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
