import { useMatches } from 'react-router';
import { ROUTE_NAMES, type RouteName } from '../route-table';

const NAMES = new Set<string>(ROUTE_NAMES);

/** The SPEC §2 name of the route being shown (route ids are route names). */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => NAMES.has(m.id));
  return match?.id as RouteName | undefined;
}
