import {
  type AdminComplaintDetail,
  type AppealOutcome,
  COMPLAINT_DECISIONS,
  type ComplaintDecision,
  MODERATION_REASONS,
  type ModerationReason,
} from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { errorText, useStaffSession } from '../admin-api';
import { AuditTrail } from '../audit/audit-trail';
import { ComplaintList } from './complaint-list';
import { complaintQuery, useDecide, useDecideAppeal } from './complaints-api';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const DECISION_LABELS: Record<ComplaintDecision, string> = {
  no_action: 'No action',
  warning: 'Warning',
  remove_content: 'Remove the reported content',
  suspend: 'Suspend the account',
  ban: 'Ban the account',
};

const RULE_LABELS: Record<ModerationReason, string> = {
  not_a_person: 'Not a person',
  public_nudity: 'Nudity in a public photo',
  minor: 'A minor',
  celebrity: 'A celebrity or someone else',
  contact_details: 'Text or contact details',
  violence: 'Violence, threats or hate',
  other: 'Other (terms of use)',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="d-flex justify-content-between gap-3 py-1 border-bottom">
      <dt className="fw-normal text-body-secondary text-nowrap">{label}</dt>
      <dd className="mb-0 text-end text-break">{children}</dd>
    </div>
  );
}

/** One complaint: what was reported, by whom, about whom and their history; the decision, the appeal and the audit trail. */
export function Component() {
  const id = Number(useParams().id);
  const detail = useQuery({ ...complaintQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (detail.isPending) return <Spinner role="status" aria-label="Loading" />;
  if (detail.isError) return <Alert variant="danger">{errorText(detail.error)}</Alert>;
  const { complaint, content, profile, history } = detail.data;

  return (
    <>
      <Link to="/admin/complaints" className="small">
        ← Complaints
      </Link>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-1 mb-3">
        <h1 className="h3 mb-0">{complaint.reference}</h1>
        <Badge bg={complaint.reason === 'underage' || complaint.reason === 'threats' ? 'danger' : 'warning'}>{complaint.reason}</Badge>
        <Badge bg="secondary" data-testid="complaint-status">
          {complaint.status}
        </Badge>
      </div>
      <Row className="g-3">
        <Col lg={7} className="d-flex flex-column gap-3">
          <Card body>
            <h2 className="h5">Complaint</h2>
            <dl className="mb-3">
              <Fact label="Received">{when(complaint.at)}</Fact>
              <Fact label="By">
                {complaint.reporter ? <Link to={`/admin/members/${complaint.reporter.id}`}>{complaint.reporter.name}</Link> : 'a visitor'}
                {complaint.reporterEmail && ` · ${complaint.reporterEmail}`}
              </Fact>
              <Fact label="IP address">{complaint.reporterIp ?? '—'}</Fact>
            </dl>
            <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }} data-testid="complaint-message">
              {complaint.message}
            </p>
          </Card>
          {content && (
            <Card body data-testid="reported-content">
              <h2 className="h5">
                Reported {content.kind === 'message' ? 'chat message' : 'profile photo'}{' '}
                {content.removed && (
                  <Badge bg="danger" className="ms-1">
                    removed
                  </Badge>
                )}
              </h2>
              <p className="small text-body-secondary">{when(content.at)}</p>
              {content.text && <p className="text-break">{content.text}</p>}
              {content.photoUrl && (
                <a href={content.photoUrl} target="_blank" rel="noreferrer">
                  <img src={content.photoUrl} alt="Reported photo" className="img-fluid rounded" style={{ maxHeight: 360 }} />
                </a>
              )}
            </Card>
          )}
          {profile && (
            <Card body data-testid="reported-member">
              <h2 className="h5">
                Reported member: <Link to={`/admin/members/${profile.id}`}>{profile.name}</Link>
                {profile.hidden && (
                  <Badge bg="secondary" className="ms-2">
                    hidden from lists
                  </Badge>
                )}
              </h2>
              <p className="small text-body-secondary mb-2">
                {[profile.city, profile.country].filter(Boolean).join(', ')} · member #{profile.id}
              </p>
              {profile.about && <p className="text-break small">{profile.about}</p>}
              <Row xs={3} sm={4} md={6} className="g-2">
                {profile.photos.map((photo) => (
                  <Col key={photo.id}>
                    <a href={photo.url} target="_blank" rel="noreferrer" className="d-block position-relative">
                      <img src={photo.thumbUrl} alt={`Photo ${photo.id}`} className="img-fluid rounded object-fit-cover" style={{ aspectRatio: '1' }} />
                      {photo.status !== 'active' && (
                        <Badge bg={photo.status === 'rejected' ? 'danger' : 'secondary'} className="position-absolute top-0 start-0 m-1">
                          {photo.status}
                        </Badge>
                      )}
                    </a>
                  </Col>
                ))}
              </Row>
            </Card>
          )}
          {profile && (
            <Card body>
              <ComplaintList title="Other complaints about this member" complaints={history} />
            </Card>
          )}
        </Col>
        <Col lg={5} className="d-flex flex-column gap-3">
          <DecisionCard detail={detail.data} />
          {detail.data.appeal && <AppealCard detail={detail.data} />}
        </Col>
        <Col xs={12}>
          <Card body>
            <AuditTrail subjectType="complaint" subjectId={complaint.id} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function DecisionCard({ detail }: { detail: AdminComplaintDetail }) {
  const { decision, complaint } = detail;
  return (
    <Card body data-testid="decision">
      <h2 className="h5">Decision</h2>
      {decision ? (
        <dl className="mb-0">
          <Fact label="Decision">{DECISION_LABELS[decision.kind]}</Fact>
          <Fact label="Rule">{RULE_LABELS[decision.rule]}</Fact>
          <Fact label="By">
            {decision.staffEmail} · {when(decision.at)}
          </Fact>
          <p className="mt-2 mb-0 text-break">{decision.explanation}</p>
        </dl>
      ) : complaint.status === 'open' ? (
        <DecisionForm detail={detail} />
      ) : null}
    </Card>
  );
}

/** The decision, the rule it applies and the explanation the member reads in the statement of reasons. */
function DecisionForm({ detail }: { detail: AdminComplaintDetail }) {
  const decide = useDecide(detail.complaint.id);
  const [decision, setDecision] = useState<ComplaintDecision>('no_action');
  const choices = COMPLAINT_DECISIONS.filter(
    (kind) => kind === 'no_action' || (detail.profile !== null && (kind !== 'remove_content' || detail.content !== null)),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    decide.mutate({
      decision,
      rule: form.get('rule') as ModerationReason,
      explanation: String(form.get('explanation') ?? ''),
      ...(decision === 'suspend' ? { days: Number(form.get('days')) } : {}),
    });
  };
  return (
    <Form onSubmit={submit} data-testid="decision-form">
      {decide.isError && <Alert variant="danger">{errorText(decide.error)}</Alert>}
      <Form.Group className="mb-2" controlId="decision-kind">
        <Form.Label>Decision</Form.Label>
        <Form.Select value={decision} onChange={(event) => setDecision(event.target.value as ComplaintDecision)}>
          {choices.map((kind) => (
            <option key={kind} value={kind}>
              {DECISION_LABELS[kind]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {decision === 'suspend' && (
        <Form.Group className="mb-2" controlId="decision-days">
          <Form.Label>Days</Form.Label>
          <Form.Control name="days" type="number" min={1} max={365} defaultValue={7} required />
        </Form.Group>
      )}
      <Form.Group className="mb-2" controlId="decision-rule">
        <Form.Label>Rule broken</Form.Label>
        <Form.Select name="rule" defaultValue={detail.complaint.reason === 'underage' ? 'minor' : 'other'}>
          {MODERATION_REASONS.map((rule) => (
            <option key={rule} value={rule}>
              {RULE_LABELS[rule]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="decision-explanation">
        <Form.Label>Explanation</Form.Label>
        <Form.Control as="textarea" name="explanation" rows={3} required minLength={3} maxLength={500} />
        <Form.Text>The member reads it in the statement of reasons; the audit log keeps it.</Form.Text>
      </Form.Group>
      <Button type="submit" variant={decision === 'ban' || decision === 'suspend' ? 'danger' : 'primary'} disabled={decide.isPending}>
        Decide
      </Button>
    </Form>
  );
}

function AppealCard({ detail }: { detail: AdminComplaintDetail }) {
  const { staff } = useStaffSession();
  const appeal = detail.appeal!;
  const decideAppeal = useDecideAppeal(detail.complaint.id);
  const [outcome, setOutcome] = useState<AppealOutcome>('upheld');
  const sameStaff = detail.decision?.staffId === staff.id;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    decideAppeal.mutate({ outcome, explanation: String(new FormData(event.currentTarget).get('explanation') ?? '') });
  };
  return (
    <Card body data-testid="appeal">
      <h2 className="h5">Appeal by the {appeal.by === 'reported' ? 'reported member' : 'reporter'}</h2>
      <p className="small text-body-secondary">{when(appeal.at)}</p>
      <p className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
        {appeal.text}
      </p>
      {appeal.outcome ? (
        <dl className="mb-0">
          <Fact label="Outcome">{appeal.outcome === 'upheld' ? 'Decision upheld' : 'Decision reversed'}</Fact>
          <Fact label="By">
            {appeal.staffEmail} · {appeal.decidedAt && when(appeal.decidedAt)}
          </Fact>
          <p className="mt-2 mb-0 text-break">{appeal.explanation}</p>
        </dl>
      ) : sameStaff ? (
        <Alert variant="info" className="mb-0">
          You made the decision; another staff member decides the appeal.
        </Alert>
      ) : (
        <Form onSubmit={submit} data-testid="appeal-form">
          {decideAppeal.isError && <Alert variant="danger">{errorText(decideAppeal.error)}</Alert>}
          <Form.Group className="mb-2" controlId="appeal-outcome">
            <Form.Label>Outcome</Form.Label>
            <Form.Select value={outcome} onChange={(event) => setOutcome(event.target.value as AppealOutcome)}>
              <option value="upheld">Uphold the decision</option>
              <option value="reversed">Reverse it (lifts its ban or suspension)</option>
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="appeal-explanation">
            <Form.Label>Explanation</Form.Label>
            <Form.Control as="textarea" name="explanation" rows={3} required minLength={3} maxLength={500} />
          </Form.Group>
          <Button type="submit" disabled={decideAppeal.isPending}>
            Decide the appeal
          </Button>
        </Form>
      )}
    </Card>
  );
}
