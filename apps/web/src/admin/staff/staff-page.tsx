import { STAFF_ROLES, type StaffMember, type StaffRole, type UpdateStaffBody } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Form, Spinner, Table } from 'react-bootstrap';
import { errorText, useStaffSession } from '../admin-api';
import { ReasonModal } from '../components/reason-modal';
import { staffListQuery, useCreateStaff, useUpdateStaff } from './staff-api';

type Change = { member: StaffMember; title: string; body: Omit<UpdateStaffBody, 'reason'> };

/** Staff management (admins): who may log in to the back office, with which role. */
export function Component() {
  const { staff: me } = useStaffSession();
  const list = useQuery(staffListQuery);
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const [adding, setAdding] = useState(false);
  const [change, setChange] = useState<Change | null>(null);
  const [role, setRole] = useState<StaffRole>('support');

  return (
    <>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h1 className="h3 mb-0">Staff</h1>
        <Button onClick={() => setAdding(true)}>Add staff member</Button>
      </div>
      {create.data && (
        <Alert variant="success" dismissible onClose={() => create.reset()}>
          {create.data.staff.email} can now log in with the first password <code data-testid="first-password">{create.data.password}</code>{' '}
          (shown only now; hand it over in person or by phone). They enrol an authenticator app at their first login.
        </Alert>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Alert variant="danger">{errorText(list.error)}</Alert>
      ) : (
        <Table responsive hover>
          <thead>
            <tr>
              <th>Name</th>
              <th>E-mail</th>
              <th>Role</th>
              <th>State</th>
              <th>Last login</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.staff.map((member) => (
              <tr key={member.id}>
                <td>{member.name}</td>
                <td>{member.email}</td>
                <td>
                  <Form.Select
                    size="sm"
                    aria-label={`Role of ${member.email}`}
                    value={member.role}
                    disabled={member.id === me.id}
                    onChange={(event) =>
                      setChange({ member, title: `Make ${member.email} ${event.target.value}`, body: { role: event.target.value as StaffRole } })
                    }
                  >
                    {STAFF_ROLES.map((r) => (
                      <option key={r}>{r}</option>
                    ))}
                  </Form.Select>
                </td>
                <td>
                  {member.disabled ? <Badge bg="secondary">disabled</Badge> : <Badge bg="success">active</Badge>}{' '}
                  {!member.enrolled && <Badge bg="warning" text="dark">not enrolled</Badge>}
                </td>
                <td className="admin-figures">{member.lastLoginAt ? new Date(member.lastLoginAt).toLocaleString('en-GB') : 'never'}</td>
                <td className="text-nowrap">
                  {member.id !== me.id && (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      className="me-2"
                      onClick={() =>
                        setChange({
                          member,
                          title: `${member.disabled ? 'Enable' : 'Disable'} ${member.email}`,
                          body: { disabled: !member.disabled },
                        })
                      }
                    >
                      {member.disabled ? 'Enable' : 'Disable'}
                    </Button>
                  )}
                  {member.enrolled && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() =>
                        setChange({ member, title: `Make ${member.email} enrol a new authenticator`, body: { resetSecondFactor: true } })
                      }
                    >
                      Reset 2FA
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <ReasonModal
        show={adding}
        title="Add staff member"
        confirmLabel="Add"
        pending={create.isPending}
        error={create.error}
        onHide={() => setAdding(false)}
        onConfirm={(reason, form) =>
          create.mutate(
            { email: String(form.get('email')), name: String(form.get('name')), role, reason },
            { onSuccess: () => setAdding(false) },
          )
        }
      >
        <Form.Group className="mb-3" controlId="new-staff-email">
          <Form.Label>E-mail address</Form.Label>
          <Form.Control name="email" type="email" required />
        </Form.Group>
        <Form.Group className="mb-3" controlId="new-staff-name">
          <Form.Label>Name</Form.Label>
          <Form.Control name="name" required />
        </Form.Group>
        <Form.Group className="mb-3" controlId="new-staff-role">
          <Form.Label>Role</Form.Label>
          <Form.Select value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </Form.Select>
        </Form.Group>
      </ReasonModal>

      <ReasonModal
        show={change !== null}
        title={change?.title ?? ''}
        confirmLabel="Save"
        danger={change?.body.disabled === true || change?.body.resetSecondFactor === true}
        pending={update.isPending}
        error={update.error}
        onHide={() => {
          setChange(null);
          update.reset();
        }}
        onConfirm={(reason) =>
          change && update.mutate({ id: change.member.id, ...change.body, reason }, { onSuccess: () => setChange(null) })
        }
      />
    </>
  );
}
