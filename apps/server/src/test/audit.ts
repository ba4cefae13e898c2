// Reads the stub until the staff foundation lands; then GET /api/admin/audit.
import { auditStub } from '../modules/staff/audit-log';
import type { TestApp } from './build-test-app';

/** The audit entries about one subject, newest first. */
export async function auditOf(_t: TestApp, subjectType: string, subjectId: string | number) {
  return (auditStub as { subjectType: string; subjectId: string | number }[])
    .filter((entry) => entry.subjectType === subjectType && String(entry.subjectId) === String(subjectId))
    .reverse() as { action: string; before?: unknown; after?: unknown }[];
}
