import { LOCALE_NATIVE_NAMES } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, ListGroup, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorText, useAdminSite, useStaffSession } from '../admin-api';
import { newslettersQuery } from './newsletter-api';
import { CopyCounts, formatWhen, StatusBadge } from './newsletter-parts';

/** /admin/newsletters: the newsletters of the picked site (or all), newest first, with their progress. */
export function Component() {
  const { siteId } = useAdminSite();
  const { sites } = useStaffSession();
  const list = useQuery(newslettersQuery(siteId));
  const siteName = (id: number) => sites.find((site) => site.id === id)?.name ?? `Site ${id}`;

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0">Newsletters</h1>
        <Link className="btn btn-primary" to="/admin/newsletters/new" data-testid="new-newsletter">
          New newsletter
        </Link>
      </div>
      <p className="text-body-secondary">
        A newsletter goes to the confirmed members of one site who speak its language and switched the newsletter on in their
        settings, each once, with an unsubscribe link.
      </p>
      {list.isPending ? (
        <Spinner size="sm" role="status" aria-label="Loading" />
      ) : list.isError ? (
        <Alert variant="danger">{errorText(list.error)}</Alert>
      ) : list.data.length === 0 ? (
        <p className="text-body-secondary" data-testid="no-newsletters">
          No newsletters {siteId === null ? 'yet' : 'for this site yet'}.
        </p>
      ) : (
        <ListGroup data-testid="newsletters">
          {list.data.map((newsletter) => (
            <ListGroup.Item
              key={newsletter.id}
              action
              as={Link}
              to={`/admin/newsletters/${newsletter.id}`}
              className="d-flex flex-column flex-md-row justify-content-between gap-1 gap-md-3"
              data-testid="newsletter-row"
            >
              <div className="text-break">
                <div className="fw-semibold">{newsletter.subject}</div>
                <div className="small text-body-secondary">
                  {siteName(newsletter.site_id)} · {LOCALE_NATIVE_NAMES[newsletter.language]} ·{' '}
                  {newsletter.queued_at ? `sent ${formatWhen(newsletter.queued_at)}` : `written ${formatWhen(newsletter.created_at)}`}
                </div>
              </div>
              <div className="d-flex flex-wrap align-items-center gap-2 flex-shrink-0">
                <StatusBadge status={newsletter.status} />
                {newsletter.status !== 'draft' && <CopyCounts counts={newsletter.counts} />}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
