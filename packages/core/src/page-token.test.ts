import { describe, expect, it } from 'vitest';
import { PageToken } from './api/admin/static-pages';
import { isPageToken } from './page-token';

describe('isPageToken', () => {
  const samples = ['about-us', 'faq2', 'a', 'x'.repeat(60), 'x'.repeat(61), 'About', ' about', 'about-', '-about', 'members', 'api', 'über', ''];

  it('takes a path segment exactly when the PageToken schema takes it unchanged', () => {
    for (const sample of samples) {
      const parsed = PageToken.safeParse(sample);
      expect(isPageToken(sample), sample).toBe(parsed.success && parsed.data === sample);
    }
  });

  it('refuses the segments the site uses itself', () => {
    expect(isPageToken('members')).toBe(false);
    expect(isPageToken('our-story')).toBe(true);
  });
});
