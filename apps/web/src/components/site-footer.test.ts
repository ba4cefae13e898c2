import { describe, expect, it } from 'vitest';
import { showsLegalBlock } from './site-footer';

describe('footer legal block (SPEC §9 footer rules, docs/decisions.md #7)', () => {
  it('is always on the home page', () => {
    for (const loggedIn of [false, true]) {
      for (const standalone of [false, true]) expect(showsLegalBlock('index', loggedIn, standalone)).toBe(true);
    }
  });

  it('is on other pages for visitors in a browser tab', () => {
    expect(showsLegalBlock('members', false, false)).toBe(true);
  });

  it('is not on other pages for members or in the installed app', () => {
    expect(showsLegalBlock('members', true, false)).toBe(false);
    expect(showsLegalBlock('members', false, true)).toBe(false);
    expect(showsLegalBlock('chats', true, true)).toBe(false);
  });
});
