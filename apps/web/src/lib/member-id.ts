import { data, type LoaderFunctionArgs } from 'react-router';

/**
 * A member's address names them by a positive whole number; anything else (/members/abc) names no
 * member and is the 404 page, with the server's 404 status as for a member who does not exist.
 */
export function memberIdLoader({ params }: LoaderFunctionArgs): number {
  if (!/^[1-9]\d*$/.test(params.id ?? '')) throw data('This page could not be found', { status: 404 });
  return Number(params.id);
}
