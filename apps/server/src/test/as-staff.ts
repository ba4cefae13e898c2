import { appHeaders } from './accounts';
import type { TestApp } from './build-test-app';
import { staffCookie } from './staff';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests of a logged-in staff member of this role, with the request-type header every write needs. */
export async function asStaff(t: TestApp, role: Parameters<typeof staffCookie>[1]) {
  const cookie = await staffCookie(t, role);
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { ...appHeaders, cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
}
export type StaffRequest = Awaited<ReturnType<typeof asStaff>>;
