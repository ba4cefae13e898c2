import type { StaffRole } from '@app/core';
import type { TestApp } from './build-test-app';
import { staffCookie, staffHeaders } from './staff';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests of a logged-in staff member of this role, with the request-type header every write needs. */
export async function asStaff(t: TestApp, role: StaffRole) {
  const headers = staffHeaders(await staffCookie(t, role));
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
export type StaffRequest = Awaited<ReturnType<typeof asStaff>>;
