import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from './route-table';
import { buildRoutes, pageModuleOf } from './router';

describe('routes', () => {
  const routes = buildRoutes()[0]!.children!.flatMap((layout) => layout.children ?? []);

  it("load every SPEC route's page module lazily", () => {
    for (const name of ROUTE_NAMES) expect(typeof routes.find((route) => route.id === name)?.lazy, name).toBe('function');
  });

  it("name a page's module as the build's manifest does, for the server's preloads", () => {
    expect(pageModuleOf('members-id')).toBe('src/features/members/member-page.tsx');
    expect(pageModuleOf('pages-terms')).toBe('src/features/static-pages/static-page.tsx');
    expect(pageModuleOf('layout-default')).toBeUndefined();
    expect(pageModuleOf('not-found')).toBeUndefined();
  });
});
