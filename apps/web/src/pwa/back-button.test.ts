import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../route-table';
import { showsBackButton } from './back-button';

describe('back button (SPEC §2)', () => {
  const BACK_ROUTES = ['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod'];

  it('shows in the installed app on the five routes when there is history', () => {
    for (const route of BACK_ROUTES) expect(showsBackButton(route as never, true, 2)).toBe(true);
  });

  it('shows nowhere else', () => {
    const others = ROUTE_NAMES.filter((route) => !BACK_ROUTES.includes(route));
    expect(others.length).toBeGreaterThan(0);
    for (const route of others) expect(showsBackButton(route, true, 5)).toBe(false);
    expect(showsBackButton(undefined, true, 5)).toBe(false);
  });

  it('never in a browser tab, which has its own', () => {
    expect(showsBackButton('members-id', false, 5)).toBe(false);
  });

  it('not on the first page of the app window', () => {
    expect(showsBackButton('members-id', true, 1)).toBe(false);
  });
});
