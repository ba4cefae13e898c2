import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { errorText } from '../admin-api';

export interface ReasonModalProps {
  show: boolean;
  title: string;
  confirmLabel: string;
  /** Red for what cannot be undone (a ban, a deletion, a refund). */
  danger?: boolean;
  pending?: boolean;
  error?: unknown;
  /** The action's own fields, above the reason. */
  children?: ReactNode;
  onConfirm: (reason: string, form: FormData) => void;
  onHide: () => void;
}

/** Every staff write says why (the audit log keeps it): the one dialog that asks. */
export function ReasonModal({ show, title, confirmLabel, danger, pending, error, children, onConfirm, onHide }: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(reason.trim(), new FormData(event.currentTarget));
  };
  return (
    <Modal show={show} onHide={onHide} onExited={() => setReason('')} centered>
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children}
          <Form.Group controlId="admin-reason">
            <Form.Label>Reason (kept in the audit log)</Form.Label>
            <Form.Control as="textarea" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} required minLength={3} maxLength={500} />
          </Form.Group>
          {error ? (
            <Alert variant="danger" className="mt-3 mb-0">
              {errorText(error)}
            </Alert>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending || reason.trim().length < 3}>
            {confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
