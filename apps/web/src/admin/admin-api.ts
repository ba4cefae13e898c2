import { StaffLoginState, StaffSession } from '@app/core';
import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useOutletContext } from 'react-router';
import type { z } from 'zod';
import { ApiError, request, type RequestOptions } from '../lib/api-client';

/** An answer of the back office API other than 2xx: `code` and `fields` as the server sent them. */
export { ApiError as AdminApiError };

export type AdminRequest<S extends z.ZodType> = Omit<RequestOptions, 'signal'> & { schema: S; signal?: AbortSignal };

/**
 * Calls `/api/admin/<path>` (a leading `/api/admin/` or `/` is accepted too) and checks the
 * answer against its contract from packages/core, in production too: the back office is its own
 * page, whose first load is not held to the member app's budget (issue #20).
 */
export async function adminFetch<S extends z.ZodType>(path: string, { schema, ...options }: AdminRequest<S>): Promise<z.infer<S>> {
  const relative = path.replace(/^\/?(api\/admin\/)?/, '');
  return schema.parse(await request(`admin/${relative}`, options));
}

/** Where this browser's login stands: asked first, answered without an error when logged out. */
export const loginStateQuery = queryOptions({
  queryKey: ['admin', 'login'],
  queryFn: ({ signal }) => adminFetch('login', { schema: StaffLoginState, signal }),
  staleTime: 0,
});

/** Who is logged in and which sites there are; fails with staff_authentication_required before login. */
export const staffSessionQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: ({ signal }) => adminFetch('me', { schema: StaffSession, signal }),
  retry: false,
  staleTime: 60_000,
});

export const isLoggedOut = (error: unknown) =>
  error instanceof ApiError && error.code === 'staff_authentication_required';

/** The site the staff member works on; null is "all sites". */
export interface AdminSiteChoice {
  siteId: number | null;
  setSiteId(siteId: number | null): void;
}

export const AdminSiteContext = createContext<AdminSiteChoice>({ siteId: null, setSiteId: () => {} });

/** The site picked in the top bar: lists pass it as the `siteId` query parameter. */
export function useAdminSite(): AdminSiteChoice {
  return useContext(AdminSiteContext);
}

/** The logged-in staff member and the sites, inside the layout. */
export function useStaffSession(): StaffSession {
  return useOutletContext<StaffSession>();
}

/** What to show for a failed call: the server's message, and its field messages for a form. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fields ?? {}).map(([field, rule]) => `${field}: ${rule.replace(/_/g, ' ')}`);
    return fields.length ? `${error.message} (${fields.join('; ')})` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
