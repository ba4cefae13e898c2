import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorText, useAdminSite } from '../admin-api';
import { textQueueQuery, useDecision } from './moderation-api';
import { DecisionBar, QueueTabs, useQueueFilter, useReviewQueue } from './review-queue';

const FIELD_LABELS = { name: 'Name', about: 'About me' } as const;

/** /admin/moderation/texts: changed names and about texts, oldest first; they show already, a rejection puts the old text back. */
export function Component() {
  const { siteId } = useAdminSite();
  const filter = useQueueFilter();
  const queue = useQuery(textQueueQuery(siteId, filter));
  const decision = useDecision('texts');
  const items = queue.data?.items.map((item) => ({ ...item, key: item.id }));
  const review = useReviewQueue(items, (item, body) => decision.mutateAsync({ id: item.id, ...body }));
  const { current } = review;

  return (
    <>
      <h1 className="h3 mb-3">Profile text moderation</h1>
      <QueueTabs filter={filter} total={queue.data && queue.data.total - (queue.data.items.length - review.open.length)} />
      {queue.isPending ? (
        <Spinner role="status" aria-label="Loading" />
      ) : queue.isError ? (
        <Alert variant="danger">{errorText(queue.error)}</Alert>
      ) : !current ? (
        <Alert variant="success" data-testid="queue-empty">
          Nothing waits here.
        </Alert>
      ) : (
        <Card data-testid="text-review" data-review-id={current.id}>
          <Card.Header className="d-flex flex-wrap justify-content-between gap-2">
            <span>
              <strong>{FIELD_LABELS[current.field]}</strong> of <Link to={`/admin/members/${current.member.id}`}>{current.member.name}</Link>{' '}
              <span className="text-body-secondary">#{current.member.id}</span>
              {current.review === 'escalated' && (
                <Badge bg="warning" text="dark" className="ms-2">
                  escalated
                </Badge>
              )}
            </span>
            <span className="small text-body-secondary admin-figures">
              {review.index + 1} of {review.open.length} loaded
            </span>
          </Card.Header>
          <Card.Body>
            <div className="small text-body-secondary">New text (shown now)</div>
            <p className="fs-5 text-break" style={{ whiteSpace: 'pre-wrap' }} data-testid="text-after">
              {current.after}
            </p>
            <div className="small text-body-secondary">Before (a rejection puts it back)</div>
            <p className="text-body-secondary text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {current.before || '(empty)'}
            </p>
            <DecisionBar {...review} error={decision.error} />
          </Card.Body>
        </Card>
      )}
    </>
  );
}
