import { type FirstContactCandidate, FirstContactRefusal, type FirstContactSettings, LOCALES, type Locale } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { AdminApiError, errorText, useAdminSite } from '../admin-api';
import { fictionalListQuery } from '../fictional/fictional-api';
import { languageName } from '../sites/labels';
import { waitedFor } from './durations';
import { firstContactQuery, useFirstContact } from './operator-api';

/** What the server says when the site's limits refuse a first message, for the operator. */
const REFUSALS: Record<FirstContactRefusal, string> = {
  not_found: 'this member cannot be written to',
  not_suited: 'the two would not look for each other',
  not_new: 'the member is no longer new',
  too_soon: 'the member signed up too recently',
  opted_out: 'the member turned first messages from fictional profiles off',
  blocked: 'one of the two has blocked the other',
  already_in_contact: 'the two are in contact already',
  limit_reached: 'the member has had as many first messages as the site allows',
};

/**
 * /admin/first-messages: a fictional profile writes first to new members, within the limits the
 * site sets (how many per member, how soon after signup), never to one who turned it off.
 */
export function Component() {
  const { siteId } = useAdminSite();
  const profiles = useQuery(fictionalListQuery(siteId, ''));
  const [chosen, setChosen] = useState<number | null>(null);
  const [language, setLanguage] = useState<Locale | null>(null);
  const fictionalId = chosen ?? profiles.data?.profiles[0]?.id ?? null;
  return (
    <>
      <h1 className="h3 mb-3">First messages</h1>
      <Row className="g-2 mb-3">
        <Col md={5}>
          <Form.Select
            aria-label="Fictional profile"
            value={fictionalId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
            disabled={!profiles.data?.profiles.length}
          >
            {profiles.data?.profiles.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.name}, {profile.age} ({profile.city || profile.country})
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col md={3}>
          <Form.Select
            aria-label="Member language"
            value={language ?? ''}
            onChange={(event) => setLanguage(event.target.value === '' ? null : (event.target.value as Locale))}
          >
            <option value="">All languages</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {languageName(locale)}
              </option>
            ))}
          </Form.Select>
        </Col>
      </Row>
      {profiles.isError && <Alert variant="danger">{errorText(profiles.error)}</Alert>}
      {profiles.data?.profiles.length === 0 && (
        <Alert variant="info">
          This site has no fictional profile yet. <Alert.Link as={Link} to="/admin/fictional/new">Create one</Alert.Link>.
        </Alert>
      )}
      {fictionalId !== null && <Candidates key={fictionalId} fictionalId={fictionalId} language={language} />}
    </>
  );
}

function limitsText({ per_member, after_signup_minutes, within_signup_days }: FirstContactSettings): string {
  if (per_member === 0) return 'This site allows no first messages from fictional profiles.';
  return `Each member gets at most ${per_member} first message${per_member === 1 ? '' : 's'} from fictional profiles, from ${after_signup_minutes} minutes to ${within_signup_days} days after signing up. Members who turned them off or blocked the profile are left out.`;
}

function Candidates({ fictionalId, language }: { fictionalId: number; language: Locale | null }) {
  const list = useQuery(firstContactQuery(fictionalId, language));
  const [writing, setWriting] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (list.isPending) return <Spinner role="status" aria-label="Loading new members" />;
  if (list.isError) return <Alert variant="danger">{errorText(list.error)}</Alert>;
  return (
    <>
      <p className="small text-body-secondary">{limitsText(list.data.settings)}</p>
      {sentTo && <Alert variant="success">Sent to {sentTo}. Their answer will wait in the console's queue.</Alert>}
      {list.data.candidates.length === 0 ? (
        <p className="text-body-secondary">No new member this profile may write to now.</p>
      ) : (
        <Table size="sm" hover responsive data-testid="first-contact-candidates">
          <thead>
            <tr>
              <th />
              <th>Member</th>
              <th>Lives in</th>
              <th>Language</th>
              <th>Signed up</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.candidates.map((candidate) => (
              <CandidateRow
                key={candidate.id}
                candidate={candidate}
                fictionalId={fictionalId}
                open={writing === candidate.id}
                onOpen={() => setWriting(writing === candidate.id ? null : candidate.id)}
                onSent={() => {
                  setWriting(null);
                  setSentTo(candidate.name);
                }}
              />
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

function CandidateRow(props: { candidate: FirstContactCandidate; fictionalId: number; open: boolean; onOpen(): void; onSent(): void }) {
  const { candidate, open } = props;
  return (
    <>
      <tr data-testid="first-contact-candidate" data-member-id={candidate.id}>
        <td style={{ width: 48 }}>
          {candidate.thumbUrl && <img src={candidate.thumbUrl} alt="" width={40} height={40} className="rounded object-fit-cover" />}
        </td>
        <td>
          {candidate.name}, {candidate.age}
        </td>
        <td>{[candidate.city, candidate.country].filter(Boolean).join(', ')}</td>
        <td>{languageName(candidate.language)}</td>
        <td title={new Date(candidate.signedUpAt).toLocaleString('en-GB')}>{waitedFor(candidate.signedUpAt)} ago</td>
        <td className="text-end">
          <Button size="sm" variant={open ? 'secondary' : 'outline-primary'} onClick={props.onOpen}>
            {open ? 'Cancel' : 'Write…'}
          </Button>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={6}>
            <FirstMessageForm {...props} />
          </td>
        </tr>
      )}
    </>
  );
}

function FirstMessageForm({ candidate, fictionalId, onSent }: { candidate: FirstContactCandidate; fictionalId: number; onSent(): void }) {
  const send = useFirstContact();
  const [text, setText] = useState('');
  const [clientMessageId] = useState(() => crypto.randomUUID());
  const refused =
    send.error instanceof AdminApiError && send.error.code === 'first_contact_refused' ? FirstContactRefusal.safeParse(send.error.params?.reason).data : undefined;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ fictionalId, memberId: candidate.id, kind: 'text', text, client_message_id: clientMessageId }, { onSuccess: onSent });
      }}
    >
      {send.isError && (
        <Alert variant="danger" className="py-2">
          {refused ? `Not sent: ${REFUSALS[refused]}.` : errorText(send.error)}
        </Alert>
      )}
      <Form.Group controlId={`first-message-${candidate.id}`} className="mb-2">
        <Form.Label>First message to {candidate.name}, in {languageName(candidate.language)}</Form.Label>
        <Form.Control as="textarea" rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      </Form.Group>
      <Button type="submit" size="sm" disabled={send.isPending || !text.trim()}>
        Send first message
      </Button>
    </Form>
  );
}
