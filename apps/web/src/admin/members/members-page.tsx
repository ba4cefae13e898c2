import { type MemberSearchQuery, MemberSearchStatus, type MemberSummary } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Image, Row, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorText, useAdminSite, useStaffSession } from '../admin-api';
import { AdminPager } from '../components/admin-pager';
import { useUrlFilters } from '../components/use-url-filters';
import { MemberAddress } from './member-address';
import { membersQuery } from './members-api';
import { MemberStatusBadges } from './member-status-badges';

/** The search's fields, kept in the URL so that a member page's back button returns to the same list. */
const FIELDS = ['q', 'status', 'country', 'signedUpFrom', 'signedUpTo', 'network'] as const;

const STATUS_LABELS: Record<MemberSearchStatus, string> = {
  not_confirmed: 'Not confirmed',
  confirmed: 'Confirmed',
  pending_deletion: 'Pending deletion',
  banned: 'Banned',
};

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/** Members: find one by address, name or id, or list them by status, country, signup days or network. */
export function Component() {
  const { siteId } = useAdminSite();
  const { sites } = useStaffSession();
  const { values, page, submit, goTo } = useUrlFilters(FIELDS);
  // As typed in the address; the server checks them.
  const filter: Partial<MemberSearchQuery> = {
    ...(values as Partial<MemberSearchQuery>),
    ...(siteId ? { siteId } : {}),
    page,
  };
  const result = useQuery(membersQuery(filter));
  const siteName = (id: number) => sites.find((site) => site.id === id)?.name ?? `Site ${id}`;


  return (
    <>
      <h1 className="h3 mb-3">Members</h1>
      <Form onSubmit={submit} className="mb-3" role="search" aria-label="Search members">
        <Row className="g-2 align-items-end">
          <Col xs={12} lg={3}>
            <Form.Label htmlFor="member-q" className="small mb-1">
              E-mail, name or id
            </Form.Label>
            <Form.Control id="member-q" name="q" type="search" defaultValue={values.q ?? ''} autoFocus />
          </Col>
          <Col xs={6} md={3} lg={2}>
            <Form.Label htmlFor="member-status" className="small mb-1">
              Status
            </Form.Label>
            <Form.Select id="member-status" name="status" defaultValue={values.status ?? ''}>
              <option value="">Any</option>
              {MemberSearchStatus.options.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={3} lg={1}>
            <Form.Label htmlFor="member-country" className="small mb-1">
              Country
            </Form.Label>
            <Form.Control id="member-country" name="country" maxLength={2} placeholder="NL" defaultValue={values.country ?? ''} />
          </Col>
          <Col xs={6} md={3} lg={2}>
            <Form.Label htmlFor="member-from" className="small mb-1">
              Signed up from
            </Form.Label>
            <Form.Control id="member-from" name="signedUpFrom" type="date" defaultValue={values.signedUpFrom ?? ''} />
          </Col>
          <Col xs={6} md={3} lg={2}>
            <Form.Label htmlFor="member-to" className="small mb-1">
              Signed up to
            </Form.Label>
            <Form.Control id="member-to" name="signedUpTo" type="date" defaultValue={values.signedUpTo ?? ''} />
          </Col>
          <Col xs={6} md={3} lg={1}>
            <Form.Label htmlFor="member-network" className="small mb-1">
              Network
            </Form.Label>
            <Form.Control id="member-network" name="network" defaultValue={values.network ?? ''} />
          </Col>
          <Col xs={6} md={3} lg={1}>
            <Button type="submit" className="w-100">
              Search
            </Button>
          </Col>
        </Row>
      </Form>

      {result.isPending ? (
        <Spinner role="status" aria-label="Loading" />
      ) : result.isError ? (
        <Alert variant="danger">{errorText(result.error)}</Alert>
      ) : (
        <>
          <p className="text-body-secondary small mb-2" data-testid="members-total">
            {result.data.total} member{result.data.total === 1 ? '' : 's'}
          </p>
          <Table hover size="sm" className="align-middle" data-testid="members">
            <thead>
              <tr>
                <th scope="col" className="d-none d-sm-table-cell" aria-label="Photo" />
                <th scope="col">Member</th>
                <th scope="col">Status</th>
                <th scope="col" className="d-none d-md-table-cell">
                  Site
                </th>
                <th scope="col" className="d-none d-md-table-cell">
                  Country
                </th>
                <th scope="col" className="d-none d-lg-table-cell">
                  Signed up
                </th>
                <th scope="col" className="d-none d-lg-table-cell">
                  Network
                </th>
                <th scope="col" className="text-end">
                  Credits
                </th>
              </tr>
            </thead>
            <tbody>
              {result.data.members.map((member) => (
                <MemberRow key={member.id} member={member} siteName={siteName(member.siteId)} />
              ))}
            </tbody>
          </Table>
          {result.data.members.length === 0 && <p className="text-body-secondary">No member matches.</p>}
          <AdminPager page={page} total={result.data.total} pageSize={result.data.pageSize} onPage={goTo} />
        </>
      )}
    </>
  );
}

function MemberRow({ member, siteName }: { member: MemberSummary; siteName: string }) {
  return (
    <tr>
      <td className="d-none d-sm-table-cell" style={{ width: 48 }}>
        {member.thumbUrl ? (
          <Image src={member.thumbUrl} alt="" width={40} height={40} roundedCircle className="object-fit-cover" />
        ) : (
          <div className="rounded-circle bg-body-secondary" style={{ width: 40, height: 40 }} />
        )}
      </td>
      <td className="text-break">
        <Link to={`/admin/members/${member.id}`} className="fw-semibold">
          {member.name}
        </Link>{' '}
        <span className="text-body-secondary small admin-figures">#{member.id}</span>
        <div className="small text-body-secondary">
          <MemberAddress id={member.id} email={member.email} fictional={member.fictional} />
        </div>
      </td>
      <td>
        <MemberStatusBadges status={member.status} banned={member.banned} paidUser={member.paidUser} fictional={member.fictional} />
      </td>
      <td className="d-none d-md-table-cell small">{siteName}</td>
      <td className="d-none d-md-table-cell">{member.country}</td>
      <td className="d-none d-lg-table-cell small admin-figures">{day(member.signupDate)}</td>
      <td className="d-none d-lg-table-cell small">{member.network ?? '–'}</td>
      <td className="text-end admin-figures">{member.credits}</td>
    </tr>
  );
}
