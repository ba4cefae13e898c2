import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { useStaffSession } from '../admin-api';
import { ADMIN_NAV, canSee } from '../admin-nav';
import { QueueCountBadge } from '../queue-count';

/** Where a staff member lands: the sections their role opens. */
export function Component() {
  const { staff, sites } = useStaffSession();
  return (
    <>
      <h1 className="h3 mb-3">Hello, {staff.name}</h1>
      <p className="text-body-secondary">
        You work as <strong>{staff.role}</strong> across {sites.length} site{sites.length === 1 ? '' : 's'}. Pick a site in
        the top bar to narrow every list to it.
      </p>
      <Row xs={1} md={3} className="g-3">
        {ADMIN_NAV.filter((entry) => canSee(entry, staff.role)).map((entry) => (
          <Col key={entry.path}>
            <Card as={Link} to={entry.path} className="h-100 text-decoration-none">
              <Card.Body>
                <Card.Title className="h5">
                  {entry.label}
                  {entry.countPath && <QueueCountBadge countPath={entry.countPath} label={entry.label} />}
                </Card.Title>
                {entry.group && <Card.Subtitle className="small text-body-secondary">{entry.group}</Card.Subtitle>}
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
