import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, canSee, navSections } from './admin-nav';

const entry = (path: string, group?: string) => ({ label: path, path, roles: [], group });

describe('navSections', () => {
  it('keeps lone entries in place and gathers a group where it first appears', () => {
    const sections = navSections([entry('/a'), entry('/b', 'Safety'), entry('/c'), entry('/d', 'Safety')]);
    expect(sections.map((section) => [section.group, section.entries.map(({ path }) => path)])).toEqual([
      [undefined, ['/a']],
      ['Safety', ['/b', '/d']],
      [undefined, ['/c']],
    ]);
  });

  it('gives operators the Reports menu with their figures only, finance both reports', () => {
    const reports = (role: 'operator' | 'finance' | 'support') =>
      navSections(ADMIN_NAV.filter((entry) => canSee(entry, role)))
        .find((section) => section.group === 'Reports')
        ?.entries.map(({ path }) => path);
    expect(reports('operator')).toEqual(['/admin/reports/operators']);
    expect(reports('finance')).toEqual(['/admin/reports', '/admin/reports/operators']);
    expect(reports('support')).toBeUndefined();
  });
});
