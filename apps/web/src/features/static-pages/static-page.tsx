import { data, type LoaderFunctionArgs } from 'react-router';

export { Component } from '../../components/feature-pending';

/** Pages by token (SPEC §2 `{token}`): no operator has published one yet, so every token is unknown. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.token !== undefined) throw data('This page could not be found', { status: 404 });
  return null;
}
