import { useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { saveErrors, TextField } from '../sites/fields';
import { useFictionalNotes } from './fictional-api';

/**
 * The character's notes (`visible_profile_notes`), edited where they are read: on the profile's
 * page and beside each conversation in the operator console. `rows` fits the place.
 */
export function FictionalNotes({ id, notes, rows = 8 }: { id: number; notes: string; rows?: number }) {
  const [text, setText] = useState(notes);
  // Another operator's save arrives with the profile: take it while nothing is typed here.
  const [stored, setStored] = useState(notes);
  if (notes !== stored) {
    setStored(notes);
    if (text === stored) setText(notes);
  }
  const save = useFictionalNotes(id);
  return (
    <Card className="mb-4">
      <Card.Header>Notes</Card.Header>
      <Card.Body>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(text);
          }}
        >
          <TextField
            id="fictional-notes"
            label="The character's facts and what was said before; never shown to members"
            rows={rows}
            value={text}
            onChange={setText}
            error={saveErrors(save.error).notes}
          />
          <Button type="submit" variant="outline-primary" disabled={save.isPending || text === notes}>
            Save notes
          </Button>
          {save.isSuccess && text === notes && <span className="ms-2 small text-success">Saved.</span>}
        </Form>
      </Card.Body>
    </Card>
  );
}
