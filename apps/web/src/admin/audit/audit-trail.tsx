import { useQuery } from '@tanstack/react-query';
import { Spinner } from 'react-bootstrap';
import { errorText } from '../admin-api';
import { auditQuery } from './audit-api';
import { AuditTable } from './audit-table';

/** The audit trail of one member, order, site or setting, on its own page. */
export function AuditTrail({ subjectType, subjectId }: { subjectType: string; subjectId: string | number }) {
  const trail = useQuery(auditQuery({ subjectType, subjectId: String(subjectId) }));
  return (
    <section aria-label="Audit trail">
      <h2 className="h5">Audit trail</h2>
      {trail.isPending ? <Spinner size="sm" /> : trail.isError ? <p className="text-danger">{errorText(trail.error)}</p> : <AuditTable entries={trail.data.entries} showSubject={false} />}
    </section>
  );
}
