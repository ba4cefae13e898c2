import type { BanKind, StaffRole } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { Alert, Badge, Button, Card, Col, ListGroup, Row, Spinner, Table } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText, useStaffSession } from '../admin-api';
import { canSee, MONEY_ROLES } from '../admin-nav';
import { AuditTrail } from '../audit/audit-trail';
import { ComplaintList } from '../complaints/complaint-list';
import { MemberReviewFlags } from '../money/review-flags';
import { REASON_LABELS } from '../moderation/reasons';
import { type MemberDialog, MemberDialogs } from './member-dialogs';
import { MemberAddress } from './member-address';
import { MemberStatusBadges } from './member-status-badges';
import { memberQuery } from './members-api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '–');
const money = (amount: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount / 100);

const BAN_LABELS: Record<BanKind, string> = { account: 'Account', email: 'E-mail address', device: 'Device', ip: 'IP address' };

/** Support and admins act on members; moderators correct profiles and photos; finance only reads. */
const mayAct = (role: StaffRole) => role === 'admin' || role === 'support';
const mayModerate = (role: StaffRole) => mayAct(role) || role === 'moderator';
/** Photo decisions are the moderation queue's, whose roles they share. */
const mayDecidePhotos = (role: StaffRole) => role === 'admin' || role === 'moderator';

/** A member's page: everything staff may know of them, what they may do, and the audit trail. */
export function Component() {
  const id = Number(useParams().id);
  const member = useQuery({ ...memberQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const { staff } = useStaffSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<MemberDialog | null>(null);

  if (member.isPending) return <Spinner role="status" aria-label="Loading" />;
  if (member.isError) return <Alert variant="danger">{errorText(member.error)}</Alert>;
  const dossier = member.data;
  const { profile } = dossier.member;
  const act = mayAct(staff.role);
  const moderate = mayModerate(staff.role);
  const decidePhotos = mayDecidePhotos(staff.role);
  const banned = dossier.bans.some((ban) => ban.active);
  const ordersOpen = canSee({ roles: MONEY_ROLES }, staff.role);

  return (
    <>
      <p className="mb-2 small">
        <Link to="/admin/members">← Members</Link>
      </p>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-3 mb-3">
        <div style={{ minWidth: 0 }}>
          <h1 className="h3 mb-1 text-break">
            {profile.name} <span className="text-body-secondary fs-5 admin-figures">#{dossier.member.id}</span>
          </h1>
          <div className="text-break">
            <MemberAddress id={dossier.member.id} email={dossier.member.email} fictional={profile.fictional} />
          </div>
          <div className="small text-body-secondary mb-1">
            {dossier.member.siteName} · signed up {when(dossier.member.signupDate)} · last active {when(profile.lastActiveAt)}
          </div>
          <MemberStatusBadges status={dossier.member.status} banned={banned} paidUser={dossier.member.paidUser} />
        </div>
        <div className="text-end">
          <div className="small text-body-secondary">Credits</div>
          <div className="fs-3 fw-semibold admin-figures" data-testid="member-credits">
            {dossier.member.credits}
          </div>
        </div>
      </div>

      <MemberReviewFlags userId={dossier.member.id} />

      {(act || moderate) && (
        <div className="d-flex flex-wrap gap-2 mb-3" role="toolbar" aria-label="Actions">
          {moderate && (
            <Button size="sm" variant="outline-primary" onClick={() => setDialog({ kind: 'profile' })}>
              Edit profile
            </Button>
          )}
          {act && (
            <>
              <Button size="sm" variant="outline-primary" onClick={() => setDialog({ kind: 'credits' })}>
                Adjust credits
              </Button>
              <Button size="sm" variant="outline-primary" onClick={() => setDialog({ kind: 'premium' })}>
                {dossier.member.paidUser ? 'Remove premium' : 'Grant premium'}
              </Button>
              {dossier.member.status === 'not_confirmed' && (
                <Button size="sm" variant="outline-primary" onClick={() => setDialog({ kind: 'activation-mail' })}>
                  Resend activation
                </Button>
              )}
              <Button size="sm" variant="outline-danger" onClick={() => setDialog({ kind: 'password-reset' })}>
                Force password reset
              </Button>
              <Button size="sm" variant="danger" onClick={() => setDialog({ kind: 'ban' })}>
                Ban or suspend
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => setDialog({ kind: 'deletion' })}>
                Delete account
              </Button>
            </>
          )}
        </div>
      )}

      <Row className="g-3">
        <Col lg={6}>
          <Section title="Profile">
            <Facts
              facts={[
                ['Date of birth', profile.dateOfBirth],
                ['Gender', `${profile.gender}, ${profile.sexuality}`],
                ['Lives in', [profile.city, profile.region, profile.country].filter(Boolean).join(', ')],
                ['Profile', profile.status + (profile.fictional ? ' · fictional' : '')],
                ['Language', dossier.member.language],
                ['About', profile.about || '–'],
              ]}
            />
          </Section>
        </Col>
        <Col lg={6}>
          <Section title="Account">
            <Facts
              facts={[
                ['Address confirmed', when(dossier.member.emailConfirmedAt)],
                ['Deletion requested', when(dossier.member.deletionRequestedAt)],
                ['Signup IP', dossier.member.signupIp ?? '–'],
                [
                  'Tracking',
                  Object.entries(dossier.member.tracking)
                    .map(([key, value]) => `${key}: ${value}`)
                    .join(' · ') || '–',
                ],
                ['Activity', `${dossier.counts.conversations} conversations · ${dossier.counts.likesSent} likes sent · ${dossier.counts.likesReceived} received · ${dossier.counts.matches} matches`],
                [
                  'Notifications',
                  `${Object.entries(dossier.notifications.settings)
                    .map(([type, on]) => `${type} ${on ? 'on' : 'off'}`)
                    .join(', ')}${dossier.notifications.disabled.length ? ` · mail stopped: ${dossier.notifications.disabled.join(', ')}` : ''} · ${dossier.notifications.pushSubscriptions} push subscription(s)`,
                ],
              ]}
            />
          </Section>
        </Col>

        <Col xs={12}>
          <Section title={`Photos (${dossier.photos.length})`}>
            {dossier.photos.length === 0 ? (
              <p className="text-body-secondary mb-0">No photos.</p>
            ) : (
              <Row xs={2} sm={3} md={4} xl={6} className="g-2" data-testid="member-photos">
                {dossier.photos.map((photo) => (
                  <Col key={photo.id}>
                    <Card className="h-100">
                      <a href={photo.url} target="_blank" rel="noreferrer">
                        <Card.Img variant="top" src={photo.thumbUrl} alt={`Photo ${photo.id}`} className="object-fit-cover" style={{ aspectRatio: '1' }} />
                      </a>
                      <Card.Body className="p-2 d-flex flex-column gap-1">
                        <span className="d-flex flex-wrap gap-1">
                          <Badge bg={photo.status === 'active' ? 'success' : photo.status === 'rejected' ? 'danger' : 'secondary'}>
                            {photo.status === 'rejected' && photo.rejectReason ? `rejected: ${REASON_LABELS[photo.rejectReason]}` : photo.status}
                          </Badge>
                          {photo.review !== 'done' && <Badge bg="warning" text="dark">{photo.review}</Badge>}
                          {photo.private && <Badge bg="dark">private</Badge>}
                          {photo.main && <Badge bg="primary">main</Badge>}
                        </span>
                        {decidePhotos && (
                          <Button
                            size="sm"
                            variant={photo.status === 'rejected' ? 'outline-success' : 'outline-danger'}
                            onClick={() => setDialog({ kind: 'photo', photo, decision: photo.status === 'rejected' ? 'approve' : 'reject' })}
                          >
                            {photo.status === 'rejected' ? 'Approve' : 'Reject'}
                          </Button>
                        )}
                      </Card.Body>
                    </Card>
                  </Col>
                ))}
              </Row>
            )}
          </Section>
        </Col>

        <Col lg={6}>
          <Section title="Credit ledger">
            <Table size="sm" className="mb-0" data-testid="member-ledger">
              <thead>
                <tr>
                  <th>Reason</th>
                  <th className="text-end">Change</th>
                  <th className="text-end">Balance</th>
                </tr>
              </thead>
              <tbody className="admin-figures">
                {dossier.ledger.map((row) => (
                  <tr key={row.id}>
                    <td className="small">
                      {row.reason}
                      <div className="text-body-secondary">{when(row.at)}</div>
                    </td>
                    <td className={`text-end ${row.delta < 0 ? 'text-danger' : 'text-success'}`}>{row.delta > 0 ? `+${row.delta}` : row.delta}</td>
                    <td className="text-end">{row.balanceAfter}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Section>
        </Col>
        <Col lg={6}>
          <Section title={`Orders (${dossier.orders.length})`}>
            {dossier.orders.length === 0 ? (
              <p className="text-body-secondary mb-0">No orders.</p>
            ) : (
              <Table size="sm" className="mb-0">
                <thead>
                  <tr>
                    <th>Order</th>
                    <th className="text-end">Amount</th>
                    <th>Status</th>
                  </tr>
                </thead>
                <tbody className="admin-figures">
                  {dossier.orders.map((order) => (
                    <tr key={order.id}>
                      <td className="small">
                        {ordersOpen ? <Link to={`/admin/orders/${order.id}`}>#{order.id}</Link> : `#${order.id}`} · {order.method}
                        <div className="text-body-secondary">{when(order.createdAt)}</div>
                      </td>
                      <td className="text-end text-nowrap">
                        {money(order.amount, order.currency)}
                        <div className="small text-body-secondary">{order.credits} credits</div>
                      </td>
                      <td>
                        <Badge bg={order.status === 'paid' ? 'success' : 'secondary'}>{order.status}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Section>
        </Col>

        <Col xs={12}>
          <Section title="Devices and addresses (recent sessions)">
            <ListGroup variant="flush" data-testid="member-sessions">
              {dossier.sessions.map((session) => (
                <ListGroup.Item key={session.id} className="px-0 d-flex flex-wrap gap-2 justify-content-between">
                  <div className="small" style={{ minWidth: 0, flex: '1 1 20rem' }}>
                    <div>
                      <span className="admin-figures">{when(session.createdAt)}</span> · IP <span className="admin-figures">{session.ip ?? '–'}</span> · device{' '}
                      <code>{session.deviceId ?? '–'}</code>
                    </div>
                    <div className="text-body-secondary text-break">{session.userAgent ?? 'unknown browser'}</div>
                  </div>
                  <div className="d-flex align-items-start gap-2">
                    {session.banned ? (
                      <Badge bg="danger">ended by ban</Badge>
                    ) : new Date(session.expiresAt) > new Date() ? (
                      <Badge bg="success">open</Badge>
                    ) : (
                      <Badge bg="secondary">expired</Badge>
                    )}
                    {act && session.deviceId && (
                      <Button size="sm" variant="outline-danger" className="py-0" onClick={() => setDialog({ kind: 'ban', preset: { kind: 'device', deviceId: session.deviceId! } })}>
                        Ban device
                      </Button>
                    )}
                    {act && session.ip && (
                      <Button size="sm" variant="outline-danger" className="py-0" onClick={() => setDialog({ kind: 'ban', preset: { kind: 'ip', ip: session.ip! } })}>
                        Ban IP
                      </Button>
                    )}
                  </div>
                </ListGroup.Item>
              ))}
            </ListGroup>
          </Section>
        </Col>

        <Col xs={12}>
          <Section title="Bans and suspensions">
            {dossier.bans.length === 0 ? (
              <p className="text-body-secondary mb-0">None.</p>
            ) : (
              <ListGroup variant="flush" data-testid="member-bans">
                {dossier.bans.map((ban) => (
                  <ListGroup.Item key={ban.id} className="px-0 d-flex flex-wrap gap-2 justify-content-between">
                    <div className="small" style={{ minWidth: 0, flex: '1 1 20rem' }}>
                      <div className="text-break">
                        <strong>{BAN_LABELS[ban.kind]}</strong> <code>{ban.value}</code> · since {when(ban.createdAt)} ·{' '}
                        {ban.until ? `suspended until ${when(ban.until)}` : 'until lifted'}
                      </div>
                      <div className="text-body-secondary">{ban.reason}</div>
                    </div>
                    <div className="d-flex align-items-start gap-2">
                      {ban.active ? <Badge bg="danger">in force</Badge> : <Badge bg="secondary">{ban.liftedAt ? `lifted ${when(ban.liftedAt)}` : 'over'}</Badge>}
                      {act && ban.active && (
                        <Button size="sm" variant="outline-secondary" className="py-0" onClick={() => setDialog({ kind: 'lift', ban })}>
                          Lift
                        </Button>
                      )}
                    </div>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </Section>
        </Col>

        <Col lg={6}>
          <Section title="Blocks">
            <MemberList title="Blocked by this member" members={dossier.blocks.byMember.map((block) => ({ ...block.member, at: block.at }))} />
            <MemberList title="Blocking this member" members={dossier.blocks.ofMember.map((block) => ({ ...block.member, at: block.at }))} />
          </Section>
        </Col>
        <Col lg={6}>
          <Section title="Complaints">
            <ComplaintList title="About this member" complaints={dossier.complaints.aboutMember} />
            <ComplaintList title="Made by this member" complaints={dossier.complaints.byMember} />
          </Section>
        </Col>

        <Col xs={12}>
          <Card body>
            <AuditTrail subjectType="member" subjectId={dossier.member.id} />
          </Card>
        </Col>
      </Row>

      {dialog && (
        <MemberDialogs
          dossier={dossier}
          dialog={dialog}
          onDone={() => setDialog(null)}
          onDeleted={() => void navigate('/admin/members', { replace: true })}
        />
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="h-100">
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="row mb-0 small">
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="col-sm-4 fw-normal text-body-secondary">{term}</dt>
          <dd className="col-sm-8 text-break">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function MemberList({ title, members }: { title: string; members: { id: number; name: string; at: string }[] }) {
  return (
    <>
      <h3 className="h6 small text-body-secondary">{title}</h3>
      {members.length === 0 ? (
        <p className="small">None.</p>
      ) : (
        <ul className="small">
          {members.map((member) => (
            <li key={member.id}>
              <Link to={`/admin/members/${member.id}`}>{member.name}</Link> · {when(member.at)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
