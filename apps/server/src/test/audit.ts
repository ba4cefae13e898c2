import { AuditPage } from '@app/core';
import type { TestApp } from './build-test-app';
import { staffCookie } from './staff';

/** The audit entries about one subject, newest first, as the back office reads them. */
export async function auditOf(t: TestApp, subjectType: string, subjectId: string | number) {
  const cookie = await staffCookie(t, 'support');
  const query = new URLSearchParams({ subjectType, subjectId: String(subjectId) });
  const response = await t.app.inject({ url: `/api/admin/audit?${query}`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`audit: ${response.statusCode} ${response.body}`);
  return AuditPage.parse(response.json()).entries;
}
