import type { AuditEntry } from '@app/core';
import { Table } from 'react-bootstrap';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

/** Entries of the audit log: who did what, when, why, and what changed. */
export function AuditTable({ entries, showSubject = true }: { entries: AuditEntry[]; showSubject?: boolean }) {
  if (!entries.length) return <p className="text-body-secondary">No entries.</p>;
  return (
    <Table responsive size="sm" className="align-top">
      <thead>
        <tr>
          <th>When</th>
          <th>Who</th>
          <th>Action</th>
          {showSubject && <th>Subject</th>}
          <th>Reason</th>
          <th>Before</th>
          <th>After</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="text-nowrap admin-figures">{new Date(entry.at).toLocaleString('en-GB')}</td>
            <td>
              {entry.staffEmail}
              <div className="small text-body-secondary">{entry.role}</div>
            </td>
            <td>
              <code>{entry.action}</code>
            </td>
            {showSubject && (
              <td>
                {entry.subjectType} {entry.subjectId}
              </td>
            )}
            <td>{entry.reason}</td>
            <td>
              <pre className="admin-json mb-0">{json(entry.before)}</pre>
            </td>
            <td>
              <pre className="admin-json mb-0">{json(entry.after)}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
