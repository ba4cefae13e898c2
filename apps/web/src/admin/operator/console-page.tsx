import { LOCALES, type Locale, type OperatorQueueItem } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Col, Form, ListGroup, Row, Spinner } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router';
import { AdminApiError, errorText, useAdminSite } from '../admin-api';
import { languageName } from '../sites/labels';
import { ConversationWorkspace } from './conversation-workspace';
import { waitedFor } from './durations';
import { OperatorFiguresPanel } from './operator-figures';
import { operatorQueueQuery, type QueueFilter, useTakeNext } from './operator-api';

/**
 * /admin/operator and /admin/operator/<conversation>: the queue of members waiting for a
 * fictional profile's answer beside the conversation being answered.
 */
export function Component() {
  const { conversationId } = useParams();
  const { siteId } = useAdminSite();
  const [language, setLanguage] = useState<Locale | null>(null);
  const filter: QueueFilter = { siteId, language };
  const open = conversationId === undefined ? null : Number(conversationId);
  return (
    <>
      <h1 className="h3 mb-3">Operator console</h1>
      <Row className="g-3">
        <Col lg={3}>
          <QueuePanel filter={filter} open={open} onLanguage={setLanguage} />
        </Col>
        <Col lg={9}>
          {open === null ? (
            <>
              <p className="text-body-secondary mt-2">
                Take the longest-waiting conversation, or pick one from the queue. You answer as the fictional profile; the member
                sees the profile marked as fictional everywhere.
              </p>
              <h2 className="h5">Figures</h2>
              <OperatorFiguresPanel siteId={siteId} />
            </>
          ) : (
            <ConversationWorkspace key={open} conversationId={open} />
          )}
        </Col>
      </Row>
    </>
  );
}

function QueuePanel({ filter, open, onLanguage }: { filter: QueueFilter; open: number | null; onLanguage(language: Locale | null): void }) {
  const navigate = useNavigate();
  const queue = useQuery(operatorQueueQuery(filter));
  const next = useTakeNext();
  const counts = new Map(queue.data?.languages.map((entry) => [entry.language, entry.count]));
  const everyLanguage = queue.data?.languages.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <section aria-labelledby="queue-heading">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 id="queue-heading" className="h5 mb-0 flex-grow-1">
          Waiting {queue.data && <Badge bg={queue.data.total ? 'danger' : 'secondary'}>{queue.data.total}</Badge>}
        </h2>
        <Button
          size="sm"
          disabled={next.isPending}
          onClick={() => next.mutate(filter, { onSuccess: (claim) => void navigate(`/admin/operator/${claim.conversationId}`) })}
        >
          Take next
        </Button>
      </div>
      <Form.Select
        size="sm"
        className="mb-2"
        aria-label="Member language"
        value={filter.language ?? ''}
        onChange={(event) => onLanguage(event.target.value === '' ? null : (event.target.value as Locale))}
      >
        <option value="">All languages{everyLanguage === undefined ? '' : ` (${everyLanguage})`}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {languageName(locale)} ({counts.get(locale) ?? 0})
          </option>
        ))}
      </Form.Select>
      {next.error instanceof AdminApiError && next.error.code === 'queue_empty' ? (
        <Alert variant="success" className="py-2 small">
          Nobody is waiting{filter.language ? ` in ${languageName(filter.language)}` : ''}.
        </Alert>
      ) : (
        next.isError && <Alert variant="danger" className="py-2 small">{errorText(next.error)}</Alert>
      )}
      {queue.isPending && <Spinner size="sm" role="status" aria-label="Loading the queue" />}
      {queue.isError && <Alert variant="danger">{errorText(queue.error)}</Alert>}
      {queue.data?.items.length === 0 && <p className="small text-body-secondary">No member is waiting for an answer.</p>}
      <ListGroup data-testid="operator-queue">
        {queue.data?.items.map((item) => (
          <QueueEntry key={item.conversationId} item={item} active={item.conversationId === open} />
        ))}
      </ListGroup>
    </section>
  );
}

function QueueEntry({ item, active }: { item: OperatorQueueItem; active: boolean }) {
  const navigate = useNavigate();
  const otherOperator = item.claim !== null && !item.claim.mine;
  return (
    <ListGroup.Item
      action
      active={active}
      disabled={otherOperator}
      onClick={() => void navigate(`/admin/operator/${item.conversationId}`)}
      data-testid="operator-queue-item"
      data-conversation-id={item.conversationId}
    >
      <div className="d-flex justify-content-between gap-2">
        <strong className="text-truncate">
          {item.member.name}, {item.member.age}
        </strong>
        <span className="small text-nowrap" title={new Date(item.waitingSince).toLocaleString('en-GB')}>
          {waitedFor(item.waitingSince)}
        </span>
      </div>
      <div className="small d-flex flex-wrap gap-1 align-items-center">
        <span className="text-truncate">to {item.fictional.name}</span>
        <Badge bg="secondary">{item.language.toUpperCase()}</Badge>
        {item.waitingMessages > 1 && <Badge bg="info">{item.waitingMessages} messages</Badge>}
        {item.claim && <Badge bg={item.claim.mine ? 'success' : 'warning'} text={item.claim.mine ? undefined : 'dark'}>{item.claim.mine ? 'You' : `${item.claim.staffName} is answering`}</Badge>}
      </div>
    </ListGroup.Item>
  );
}
