import type { OperatorConversation, OperatorMessageBody } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { Alert, Button, Dropdown, Form } from 'react-bootstrap';
import { AdminApiError, errorText } from '../admin-api';
import { operatorConversationQuery, useAnswer } from './operator-api';

/** A message without the ids the composer adds, kind by kind. */
type Outgoing<B = OperatorMessageBody> = B extends unknown ? Omit<B, 'client_message_id' | 'seen_message_id'> : never;

/**
 * The answer, as the fictional profile: a text (Ctrl+Enter sends), a gift, or one of the profile's
 * own photos. It names the newest message on screen, so a member's message that arrived meanwhile
 * stops it until the operator has read it.
 */
export function AnswerComposer({ conversation }: { conversation: OperatorConversation }) {
  const client = useQueryClient();
  const answer = useAnswer(conversation.conversationId);
  const [text, setText] = useState('');
  // One id per message being written: a retry after a lost answer is stored once.
  const [clientMessageId, setClientMessageId] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState(false);
  const seen = conversation.messages.at(-1)?.id ?? null;
  const changed = answer.error instanceof AdminApiError && answer.error.code === 'conversation_changed';

  const send = (outgoing: Outgoing) => {
    setSent(false);
    answer.mutate({ ...outgoing, client_message_id: clientMessageId, seen_message_id: seen } as OperatorMessageBody, {
      onSuccess: () => {
        if (outgoing.kind === 'text') setText('');
        setClientMessageId(crypto.randomUUID());
        setSent(true);
      },
      onSettled: () => client.invalidateQueries({ queryKey: operatorConversationQuery(conversation.conversationId).queryKey }),
    });
  };
  const sendText = () => {
    if (text.trim()) send({ kind: 'text', text });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      sendText();
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        sendText();
      }}
      aria-label={`Answer as ${conversation.fictional.fields.name}`}
    >
      {changed && <Alert variant="warning">{conversation.member.name} wrote again: read the new message, then send.</Alert>}
      {answer.isError && !changed && <Alert variant="danger">{errorText(answer.error)}</Alert>}
      {sent && !answer.isPending && (
        <Alert variant="success" className="py-2">
          Sent: the conversation left the queue. Take the next one, or write more.
        </Alert>
      )}
      <Form.Group controlId="operator-answer" className="mb-2">
        <Form.Label className="visually-hidden">Answer</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={text}
          placeholder={`Write as ${conversation.fictional.fields.name}…`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button type="submit" disabled={answer.isPending || !text.trim()}>
          Send answer
        </Button>
        <Dropdown>
          <Dropdown.Toggle variant="outline-secondary" disabled={answer.isPending} id="operator-gift">
            Gift
          </Dropdown.Toggle>
          <Dropdown.Menu className="p-2" style={{ width: 280 }}>
            <div className="d-flex flex-wrap gap-1">
              {conversation.gifts.map((gift) => (
                <Dropdown.Item key={gift.id} as="button" type="button" className="p-1 w-auto" onClick={() => send({ kind: 'gift', gift_id: gift.id })}>
                  <img src={gift.image_url} alt={gift.id} width={48} height={48} />
                </Dropdown.Item>
              ))}
            </div>
          </Dropdown.Menu>
        </Dropdown>
        <Dropdown>
          <Dropdown.Toggle variant="outline-secondary" disabled={answer.isPending || conversation.fictional.photos.length === 0} id="operator-photo">
            Photo
          </Dropdown.Toggle>
          <Dropdown.Menu className="p-2" style={{ width: 300 }}>
            <div className="d-flex flex-wrap gap-1">
              {conversation.fictional.photos.map((photo) => (
                <Dropdown.Item key={photo.id} as="button" type="button" className="p-1 w-auto" onClick={() => send({ kind: 'photo', photo_id: photo.id })}>
                  <img src={photo.thumbUrl} alt={`Photo ${photo.id}`} width={80} height={80} className="object-fit-cover rounded" />
                </Dropdown.Item>
              ))}
            </div>
          </Dropdown.Menu>
        </Dropdown>
        <span className="small text-body-secondary ms-auto">Ctrl+Enter sends · free for the profile</span>
      </div>
    </Form>
  );
}
