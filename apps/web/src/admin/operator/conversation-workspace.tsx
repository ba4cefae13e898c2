import type { ChatMessage, MemberProfile, OperatorConversation } from '@app/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Col, Row, Spinner } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { AdminApiError, errorText } from '../admin-api';
import { FictionalNotes } from '../fictional/fictional-notes';
import { dateTime } from '../money/money-api';
import { languageName } from '../sites/labels';
import { AnswerComposer } from './answer-composer';
import { olderMessages, operatorConversationQuery, useReleaseOnLeave } from './operator-api';

/** The conversation taken: the member, the thread and the answer, the character's notes and earlier answers. */
export function ConversationWorkspace({ conversationId }: { conversationId: number }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const conversation = useQuery(operatorConversationQuery(conversationId));
  useReleaseOnLeave(conversationId);
  const taken = conversation.isSuccess;
  // Opening took the conversation: the queue shows it as this operator's at once, not at its next refresh.
  useEffect(() => {
    if (taken) void client.invalidateQueries({ queryKey: ['admin', 'operator', 'queue'] });
  }, [client, taken]);
  if (conversation.isPending) return <Spinner role="status" aria-label="Loading the conversation" />;
  if (conversation.isError) {
    const error = conversation.error;
    const byOther = error instanceof AdminApiError && error.code === 'conversation_taken';
    return (
      <Alert variant={byOther ? 'warning' : 'danger'}>
        {byOther ? error.message : errorText(error)}{' '}
        <Alert.Link as={Link} to="/admin/operator">
          Back to the queue
        </Alert.Link>
      </Alert>
    );
  }
  const data = conversation.data;
  const profileName = data.fictional.fields.name;
  return (
    <section aria-label={`Conversation of ${data.member.name} with ${profileName}`} data-testid="operator-workspace">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0 flex-grow-1">
          Answering as <Link to={`/admin/fictional/${data.fictional.id}`}>{profileName}</Link>{' '}
          <Badge bg="secondary">fictional</Badge> to {data.member.name} · writes in {languageName(data.language)}
        </h2>
        <span className="small text-body-secondary">Yours until {new Date(data.claim.expiresAt).toLocaleTimeString('en-GB')}, renewed while open</span>
        <Button size="sm" variant="outline-secondary" onClick={() => void navigate('/admin/operator')}>
          Let go
        </Button>
      </div>
      <Row className="g-3">
        <Col xl={3} md={4}>
          <MemberPanel member={data.member} />
        </Col>
        <Col xl={6} md={8}>
          <Thread conversation={data} />
          <AnswerComposer conversation={data} />
        </Col>
        <Col xl={3}>
          <FictionalNotes id={data.fictional.id} notes={data.fictional.notes} rows={10} />
          <EarlierAnswers conversation={data} />
        </Col>
      </Row>
    </section>
  );
}

const label = (value: string | null) => (value ? value.replace(/_/g, ' ') : null);

/** The member as the profile may see them: their public profile, nothing more. */
function MemberPanel({ member }: { member: MemberProfile }) {
  const facts: [string, string | null][] = [
    ['Gender', label(member.gender)],
    ['Looking for', label(member.sexuality)],
    ['Relationship', label(member.relationship_status)],
    ['Hair', label(member.hair_colour)],
    ['Eyes', label(member.eye_colour)],
    ['Body', label(member.body_type)],
  ];
  return (
    <Card data-testid="operator-member">
      {member.main_image && <Card.Img variant="top" src={member.main_image.url} alt={`${member.name}'s photo`} />}
      <Card.Body>
        <Card.Title className="h6">
          {member.name}, {member.age}
        </Card.Title>
        <Card.Subtitle className="small text-body-secondary mb-2">
          {[member.city, member.region, member.country].filter(Boolean).join(', ')}
        </Card.Subtitle>
        <div className="d-flex flex-wrap gap-1 mb-2">
          {member.match && <Badge bg="success">Match</Badge>}
          {!member.match && member.likes_you && <Badge bg="info">Likes the profile</Badge>}
        </div>
        {member.about && <p className="small" style={{ whiteSpace: 'pre-wrap' }}>{member.about}</p>}
        <dl className="small row mb-2">
          {facts
            .filter(([, value]) => value)
            .map(([name, value]) => (
              <Fragment key={name}>
                <dt className="col-5 fw-normal text-body-secondary">{name}</dt>
                <dd className="col-7 mb-1">{value}</dd>
              </Fragment>
            ))}
        </dl>
        {member.interests.length > 0 && (
          <p className="small mb-2">
            {member.interests.map((interest) => (
              <Badge key={interest} bg="light" text="dark" className="me-1 border">
                {label(interest)}
              </Badge>
            ))}
          </p>
        )}
        {member.photos.length > 1 && (
          <div className="d-flex flex-wrap gap-1">
            {member.photos.map((photo) => (
              <img key={photo.id} src={photo.thumb_url} alt="" width={56} height={56} className="rounded object-fit-cover" />
            ))}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

/** The whole conversation, oldest first: the member's messages left, the profile's right. */
function Thread({ conversation }: { conversation: OperatorConversation }) {
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const key = operatorConversationQuery(conversation.conversationId).queryKey;
  const body = useRef<HTMLDivElement>(null);
  const newest = conversation.messages.at(-1)?.id;
  // The newest message in view when the thread opens and when one arrives; not when older ones load.
  useEffect(() => {
    body.current?.scrollTo({ top: body.current.scrollHeight });
  }, [newest]);
  const loadEarlier = async () => {
    const first = conversation.messages[0];
    if (!first) return;
    setLoading(true);
    try {
      const page = await olderMessages(conversation.conversationId, first.id);
      client.setQueryData(key, (current) => current && { ...current, messages: [...page.messages, ...current.messages], hasMore: page.hasMore });
      setFailed(null);
    } catch (error) {
      setFailed(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Card className="mb-3">
      <Card.Body ref={body} className="operator-thread" data-testid="operator-thread">
        {conversation.hasMore && (
          <div className="text-center mb-2">
            <Button size="sm" variant="link" disabled={loading} onClick={() => void loadEarlier()}>
              Earlier messages
            </Button>
          </div>
        )}
        {failed !== null && <Alert variant="danger">{errorText(failed)}</Alert>}
        {conversation.messages.map((message) => (
          <Bubble key={message.id} message={message} own={message.sender_id === conversation.fictional.id} />
        ))}
      </Card.Body>
    </Card>
  );
}

function Bubble({ message, own }: { message: ChatMessage; own: boolean }) {
  return (
    <div className={`d-flex mb-2 ${own ? 'justify-content-end' : ''}`} data-testid="operator-message" data-own={own}>
      <div className={`rounded-3 px-3 py-2 ${own ? 'bg-primary-subtle' : 'bg-body-tertiary'}`} style={{ maxWidth: '80%' }}>
        <MessageBody message={message} />
        <div className="small text-body-secondary">
          {dateTime(message.created_at)}
          {own && message.read && ' · read'}
        </div>
      </div>
    </div>
  );
}

function MessageBody({ message }: { message: ChatMessage }) {
  if (message.gift) return <img src={message.gift.image_url} alt={`Gift: ${message.gift.id}`} width={64} height={64} />;
  if (message.photo) return <img src={message.photo.thumb_url} alt="Photo" className="rounded" style={{ maxWidth: 160 }} />;
  return <span style={{ whiteSpace: 'pre-wrap' }}>{message.text}</span>;
}

/** What the profile told other members lately: the operator keeps the character's story straight. */
function EarlierAnswers({ conversation }: { conversation: OperatorConversation }) {
  return (
    <Card>
      <Card.Header>Earlier answers of {conversation.fictional.fields.name}</Card.Header>
      <Card.Body className="small">
        {conversation.earlierAnswers.length === 0 && <p className="text-body-secondary mb-0">None yet.</p>}
        {conversation.earlierAnswers.map(({ message, memberName }) => (
          <div key={message.id} className="mb-2" data-testid="earlier-answer">
            <div className="text-body-secondary">
              to {memberName ?? 'a deleted member'}, {dateTime(message.created_at)}
            </div>
            <MessageBody message={message} />
          </div>
        ))}
      </Card.Body>
    </Card>
  );
}
