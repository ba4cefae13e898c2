import type { AdminPhoto, PhotoQueueItem } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert, Badge, Card, Col, Row, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorText, useAdminSite, useStaffSession } from '../admin-api';
import { photoQueueQuery, useDecision } from './moderation-api';
import { REASON_LABELS } from './reasons';
import { DecisionBar, QueueTabs, useQueueFilter, useReviewQueue } from './review-queue';

/** /admin/moderation/photos: new photos and photos made public, oldest first, one large at a time. */
export function Component() {
  const { siteId } = useAdminSite();
  const filter = useQueueFilter();
  const queue = useQuery(photoQueueQuery(siteId, filter));
  const decision = useDecision('photos');
  const items = queue.data?.items.map((item) => ({ ...item, key: item.photo.id }));
  const review = useReviewQueue(items, (item, body) => decision.mutateAsync({ id: item.photo.id, ...body }));
  const { current, next } = review;

  // The next photo is in the browser's cache before the moderator gets to it.
  useEffect(() => {
    if (next) new Image().src = next.photo.url;
  }, [next]);

  return (
    <>
      <h1 className="h3 mb-3">Photo moderation</h1>
      <QueueTabs filter={filter} total={queue.data && queue.data.total - (queue.data.items.length - review.open.length)} />
      {queue.isPending ? (
        <Spinner role="status" aria-label="Loading" />
      ) : queue.isError ? (
        <Alert variant="danger">{errorText(queue.error)}</Alert>
      ) : !current ? (
        <Alert variant="success" data-testid="queue-empty">
          Nothing waits here{queue.isFetching ? ' (checking for more…)' : ''}.
        </Alert>
      ) : (
        <Row className="g-3" data-testid="photo-review" data-photo-id={current.photo.id}>
          <Col lg={7}>
            <div className="bg-dark rounded d-flex align-items-center justify-content-center" style={{ height: '72vh' }}>
              <img
                src={current.photo.url}
                alt={`Photo ${current.photo.id} under review`}
                className="mw-100 mh-100"
                style={{ objectFit: 'contain' }}
                data-testid="review-photo"
              />
            </div>
          </Col>
          <Col lg={5}>
            <ReviewPanel item={current} position={review.index + 1} of={review.open.length} />
            <DecisionBar {...review} error={decision.error} />
          </Col>
        </Row>
      )}
    </>
  );
}

function ReviewPanel({ item, position, of }: { item: PhotoQueueItem; position: number; of: number }) {
  const { sites } = useStaffSession();
  const { photo, member } = item;
  const siteName = sites.find((site) => site.id === member.siteId)?.name;
  return (
    <>
      <div className="small text-body-secondary admin-figures mb-1">
        {position} of {of} loaded · waiting since {new Date(item.queuedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
      </div>
      <h2 className="h5 mb-1">
        <Link to={`/admin/members/${member.id}`}>{member.name}</Link> <span className="text-body-secondary fs-6">#{member.id}</span>
      </h2>
      <div className="small text-body-secondary mb-2 text-break">
        {member.email}
        {siteName && ` · ${siteName}`}
      </div>
      <div className="d-flex flex-wrap gap-1 mb-3">
        <Badge bg={photo.status === 'active' ? 'success' : 'secondary'}>{photo.status === 'active' ? 'visible now' : photo.status}</Badge>
        {photo.private && <Badge bg="dark">private</Badge>}
        {photo.main && <Badge bg="primary">main</Badge>}
        {photo.review === 'escalated' && <Badge bg="warning" text="dark">escalated</Badge>}
      </div>

      <h3 className="h6">Same picture elsewhere ({item.matches.length})</h3>
      {item.matches.length === 0 ? (
        <p className="small text-body-secondary">No rejected photo and no other account has it.</p>
      ) : (
        <ul className="list-unstyled d-flex flex-column gap-2 mb-3" data-testid="photo-matches">
          {item.matches.map((match) => (
            <li key={match.photoId} className="d-flex align-items-center gap-2">
              <img src={match.thumbUrl} alt={`Match ${match.photoId}`} width={56} height={56} className="rounded" style={{ objectFit: 'cover' }} />
              <div className="small">
                {match.status === 'rejected' ? (
                  <Badge bg="danger">rejected{match.rejectReason ? `: ${REASON_LABELS[match.rejectReason]}` : ''}</Badge>
                ) : (
                  <Badge bg="warning" text="dark">on another account</Badge>
                )}{' '}
                <Link to={`/admin/members/${match.member.id}`}>{match.member.name}</Link> #{match.member.id} · {match.distance} bits apart
              </div>
            </li>
          ))}
        </ul>
      )}

      <h3 className="h6">The member's other photos ({item.otherPhotos.length})</h3>
      {item.otherPhotos.length === 0 ? (
        <p className="small text-body-secondary">None.</p>
      ) : (
        <Row xs={4} className="g-1 mb-3" data-testid="other-photos">
          {item.otherPhotos.map((other) => (
            <Col key={other.id}>
              <OtherPhoto photo={other} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}

function OtherPhoto({ photo }: { photo: AdminPhoto }) {
  const label = photo.status === 'rejected' ? `rejected${photo.rejectReason ? `: ${REASON_LABELS[photo.rejectReason]}` : ''}` : photo.status;
  return (
    <Card className="h-100">
      <Card.Img src={photo.thumbUrl} alt={`Photo ${photo.id}, ${label}`} style={{ aspectRatio: '1', objectFit: 'cover' }} />
      <div className="px-1 small text-truncate" title={label}>
        {label}
      </div>
    </Card>
  );
}
