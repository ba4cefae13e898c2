import { describe, expect, it } from 'vitest';
import { navSections } from './admin-nav';

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
});
