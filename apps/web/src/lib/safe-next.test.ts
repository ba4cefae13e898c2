import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './safe-next';

describe('safe ?next= redirect', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/settings')).toBe('/settings');
    expect(safeNextPath('/members/12?tab=photos#top')).toBe('/members/12?tab=photos#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'settings',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(next), String(next)).toBeUndefined();
    }
  });

  it('builds the login URL that comes back', () => {
    expect(loginPath('/settings?x=1')).toBe('/login?next=%2Fsettings%3Fx%3D1');
    expect(loginPath()).toBe('/login');
  });
});
