import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, InputGroup, Spinner, Table } from 'react-bootstrap';
import { errorText } from '../admin-api';
import { passkeysQuery, useAddPasskey, useRemovePasskey } from './passkeys-api';

/** A staff member's own second factors: passkeys beside the authenticator app. */
export function Component() {
  const list = useQuery(passkeysQuery);
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  return (
    <>
      <h1 className="h3 mb-3">Security</h1>
      <p>
        Your authenticator app always logs you in. A passkey (this computer's fingerprint or face unlock, a security key,
        or your phone) can do it instead, with one touch. A passkey works on the host you make it on:{' '}
        <strong>{window.location.host}</strong>.
      </p>
      <Form onSubmit={submit} className="mb-4" style={{ maxWidth: '32rem' }}>
        <Form.Label htmlFor="passkey-name">Name of the new passkey</Form.Label>
        <InputGroup>
          <Form.Control id="passkey-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Office laptop" maxLength={60} required />
          <Button type="submit" disabled={add.isPending || !name.trim()}>
            Add a passkey
          </Button>
        </InputGroup>
      </Form>
      {add.isError && <Alert variant="danger">{errorText(add.error)}</Alert>}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Alert variant="danger">{errorText(list.error)}</Alert>
      ) : list.data.passkeys.length === 0 ? (
        <p className="text-body-secondary">No passkeys yet.</p>
      ) : (
        <Table responsive>
          <thead>
            <tr>
              <th>Passkey</th>
              <th>Added</th>
              <th>Last used</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.passkeys.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>{new Date(key.createdAt).toLocaleString('en-GB')}</td>
                <td>{key.lastUsedAt ? new Date(key.lastUsedAt).toLocaleString('en-GB') : 'never'}</td>
                <td>
                  <Button size="sm" variant="outline-danger" onClick={() => remove.mutate(key.id)} disabled={remove.isPending}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
