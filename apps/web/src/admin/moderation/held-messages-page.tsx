import { type HeldMessage, type HeldMessageDecisionBody, HeldMessagesResponse, OkResponse, type ScamSignal } from '@app/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Row, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { adminFetch, errorText, useAdminSite } from '../admin-api';
import { ReasonModal } from '../components/reason-modal';
import { dateTime } from '../money/money-api';

/** What each scam signal means, for the moderator. */
const SIGNAL_LABELS: Record<ScamSignal, string> = {
  same_text: 'same text to many members (new account)',
  conversation_burst: 'burst of new conversations (new account)',
  link: 'link in a first message',
  phone: 'phone number in a first message',
  email: 'e-mail address in a first message',
  iban: 'IBAN in a first message',
  crypto: 'crypto address in a first message',
};

function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: HeldMessageDecisionBody & { id: number }) =>
      adminFetch(`moderation/messages/${id}`, { method: 'POST', body, schema: OkResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

function HeldMessageCard({ message }: { message: HeldMessage }) {
  const decide = useDecide();
  const [decision, setDecision] = useState<HeldMessageDecisionBody['decision'] | null>(null);
  return (
    <Card className="mb-3" data-testid="held-message" data-receiver-id={message.receiver.id}>
      <Card.Header className="d-flex flex-wrap gap-2 align-items-center">
        <span className="flex-grow-1">
          <Link to={`/admin/members/${message.sender.id}`}>{message.sender.name || `#${message.sender.id}`}</Link> ({message.sender.email},
          signed up {dateTime(message.sender.signed_up_at)}) to{' '}
          <Link to={`/admin/members/${message.receiver.id}`}>{message.receiver.name || `#${message.receiver.id}`}</Link>,{' '}
          {dateTime(message.created_at)}, {message.credits_charged} credits
        </span>
        {message.signals.map((signal) => (
          <Badge key={signal} bg="warning" text="dark">
            {SIGNAL_LABELS[signal]}
          </Badge>
        ))}
      </Card.Header>
      <Card.Body>
        <Row className="g-3">
          <Col md={6}>
            <h2 className="h6">Held message</h2>
            {message.kind === 'photo' && message.photo_url ? (
              <img src={message.photo_url} alt="The photo sent" className="img-fluid rounded" style={{ maxHeight: 320 }} />
            ) : (
              <p className="border rounded p-2 bg-body-tertiary" style={{ whiteSpace: 'pre-wrap' }} data-testid="held-text">
                {message.kind === 'gift' ? 'A gift' : message.text}
              </p>
            )}
            <div className="d-flex gap-2">
              <Button variant="success" onClick={() => setDecision('release')}>
                Release…
              </Button>
              <Button variant="outline-danger" onClick={() => setDecision('reject')}>
                Reject and return credits…
              </Button>
            </div>
          </Col>
          <Col md={6}>
            <h2 className="h6">The sender’s other recent messages</h2>
            {message.recent.length === 0 ? (
              <p className="text-body-secondary small">None.</p>
            ) : (
              <Table size="sm" className="small mb-0">
                <tbody>
                  {message.recent.map((other) => (
                    <tr key={other.id}>
                      <td className="text-nowrap">{dateTime(other.created_at)}</td>
                      <td>{other.receiver.name || `#${other.receiver.id}`}</td>
                      <td>{other.kind === 'text' ? other.text : other.kind}</td>
                      <td>{other.hold && <Badge bg="secondary">{other.hold}</Badge>}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Col>
        </Row>
      </Card.Body>
      <ReasonModal
        show={decision !== null}
        title={decision === 'release' ? 'Release the message to its receiver' : 'Reject the message and return its credits'}
        confirmLabel={decision === 'release' ? 'Release' : 'Reject'}
        danger={decision === 'reject'}
        pending={decide.isPending}
        error={decide.error}
        onConfirm={(reason) => decision && decide.mutate({ id: message.id, decision, reason }, { onSuccess: () => setDecision(null) })}
        onHide={() => setDecision(null)}
      />
    </Card>
  );
}

/** The moderators' queue of chat messages held by scam signals, the oldest first. */
export function Component() {
  const { siteId } = useAdminSite();
  const held = useQuery({
    queryKey: ['admin', 'held-messages', siteId],
    queryFn: ({ signal }) => adminFetch('moderation/messages', { schema: HeldMessagesResponse, query: { siteId: siteId ?? undefined }, signal }),
  });
  return (
    <>
      <h1 className="h3 mb-3">Held messages</h1>
      <p className="text-body-secondary">
        Chat messages a scam signal held: the sender sees them as sent, the receiver nothing until you release them. A rejected message
        stays unseen and its credits go back to the sender.
      </p>
      {held.isPending && <Spinner animation="border" size="sm" />}
      {held.isError && <Alert variant="danger">{errorText(held.error)}</Alert>}
      {held.data?.messages.length === 0 && <Alert variant="success">Nothing is held.</Alert>}
      {held.data?.messages.map((message) => <HeldMessageCard key={message.id} message={message} />)}
    </>
  );
}
