import { describe, expect, it } from 'vitest';
import { pathFor } from '../route-table';
import { FOOTER_LINKS } from './footer-links';

describe('footer links', () => {
  it('link the route table’s paths', () => {
    for (const link of FOOTER_LINKS) expect(link.path).toBe(pathFor(link.route));
  });
});
