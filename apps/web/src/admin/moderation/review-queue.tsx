import { type ModerationDecisionBody, ModerationFilter, type ModerationReason } from '@app/core';
import { useEffect, useState } from 'react';
import { Alert, Button, Nav } from 'react-bootstrap';
import { Link, NavLink, useSearchParams } from 'react-router';
import { errorText } from '../admin-api';
import { REASONS } from './reasons';

/** `?filter=escalated` shows what moderators handed to an admin; the queue itself is the default. */
export function useQueueFilter(): ModerationFilter {
  const [params] = useSearchParams();
  return ModerationFilter.catch('queued').parse(params.get('filter') ?? undefined);
}

/** The two queues, and each one's waiting and escalated items. */
export function QueueTabs({ filter, total }: { filter: ModerationFilter; total: number | undefined }) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <Nav variant="tabs">
        <Nav.Link as={NavLink} to="/admin/moderation/photos" end>
          Photos
        </Nav.Link>
        <Nav.Link as={NavLink} to="/admin/moderation/texts" end>
          Profile texts
        </Nav.Link>
      </Nav>
      <div className="d-flex align-items-center gap-2">
        {total !== undefined && (
          <span className="small text-body-secondary admin-figures" data-testid="queue-total">
            {total} {filter === 'escalated' ? 'escalated' : 'waiting'}
          </span>
        )}
        <div className="btn-group btn-group-sm" role="group" aria-label="Filter">
          {(['queued', 'escalated'] as const).map((option) => (
            <Link
              key={option}
              to={`?filter=${option}`}
              className={`btn ${filter === option ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={filter === option ? 'page' : undefined}
            >
              {option === 'queued' ? 'Queue' : 'Escalated (for admins)'}
            </Link>
          ))}
        </div>
      </div>
    </div>
  );
}

type Decide = (body: ModerationDecisionBody) => void;

/**
 * A queue worked from the keyboard: the items not decided yet, the one under the cursor, and the
 * keys A (approve), R then 1–7 (reject with that reason), E (escalate), J/K or the arrows (move),
 * Esc (leave the reason choice). A decided item leaves the list at once, so the next one, already
 * loaded, shows while the decision travels.
 */
export function useReviewQueue<T extends { key: number }>(
  items: readonly T[] | undefined,
  decide: (item: T, body: ModerationDecisionBody) => Promise<unknown>,
) {
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  // The cursor holds its item, not a place in the list: when the queue is read again after another
  // moderator decided an item before it, a place would put another photo under the next key press.
  // The place is the fallback for an item that left the queue.
  const [cursor, setCursor] = useState<{ key: number | undefined; index: number }>({ key: undefined, index: 0 });
  const [rejecting, setRejecting] = useState(false);
  const open = (items ?? []).filter((item) => !decided.has(item.key));
  const held = open.findIndex((item) => item.key === cursor.key);
  const index = held >= 0 ? held : Math.min(cursor.index, Math.max(0, open.length - 1));
  const current = open[index];
  // The first item shown is held too, before any key has moved the cursor: an older upload that
  // joins the queue ahead of it must not slide under the next key press.
  if (current && held < 0) setCursor({ key: current.key, index });
  const pointAt = (to: number) => setCursor({ key: open[to]?.key, index: to });

  const decideCurrent: Decide = (body) => {
    if (!current) return;
    const { key } = current;
    setRejecting(false);
    // On to the item after it; the last one leaves the cursor on the one before.
    pointAt(index + 1 < open.length ? index + 1 : Math.max(0, index - 1));
    setDecided((set) => new Set(set).add(key));
    decide(current, body).catch(() =>
      setDecided((set) => {
        const back = new Set(set);
        back.delete(key);
        return back;
      }),
    );
  };
  const move = (delta: number) => {
    setRejecting(false);
    pointAt(Math.max(0, Math.min(open.length - 1, index + delta)));
  };
  const reject = (reason: ModerationReason) => decideCurrent({ decision: 'reject', reason });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]')) return;
      const key = event.key.toLowerCase();
      const reason = rejecting ? REASONS[Number(key) - 1]?.reason : undefined;
      if (reason) reject(reason);
      else if (key === 'a') decideCurrent({ decision: 'approve' });
      else if (key === 'r') setRejecting(true);
      else if (key === 'e') decideCurrent({ decision: 'escalate' });
      else if (key === 'escape') setRejecting(false);
      else if (key === 'j' || key === 'arrowdown' || key === 'arrowright') move(1);
      else if (key === 'k' || key === 'arrowup' || key === 'arrowleft') move(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return { open, index, current, next: open[index + 1], rejecting, setRejecting, decideCurrent, reject };
}

/** The decision buttons, each with its key; the reasons appear numbered once R is pressed. */
export function DecisionBar({
  rejecting,
  setRejecting,
  decideCurrent,
  reject,
  error,
}: Pick<ReturnType<typeof useReviewQueue>, 'rejecting' | 'setRejecting' | 'decideCurrent' | 'reject'> & { error: unknown }) {
  return (
    <div data-testid="decision-bar">
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Button variant="success" onClick={() => decideCurrent({ decision: 'approve' })}>
          <kbd>A</kbd> Approve
        </Button>
        <Button variant="danger" onClick={() => setRejecting(!rejecting)} aria-expanded={rejecting}>
          <kbd>R</kbd> Reject…
        </Button>
        <Button variant="outline-warning" onClick={() => decideCurrent({ decision: 'escalate' })}>
          <kbd>E</kbd> Escalate
        </Button>
      </div>
      {rejecting && (
        <ol className="list-unstyled d-flex flex-column gap-1 mb-2" aria-label="Reject for" data-testid="reject-reasons">
          {REASONS.map(({ reason, label }, i) => (
            <li key={reason}>
              <Button size="sm" variant="outline-danger" className="w-100 text-start" onClick={() => reject(reason)}>
                <kbd>{i + 1}</kbd> {label}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <Alert variant="danger" className="py-2 small">
          The last decision failed: {errorText(error)}. The item is back in the queue.
        </Alert>
      ) : null}
      <p className="small text-body-secondary mb-0">
        <kbd>J</kbd>/<kbd>K</kbd> or arrows: next / previous · <kbd>Esc</kbd>: back from the reasons
      </p>
    </div>
  );
}
