import { describe, expect, it } from 'vitest';
import { currentTab } from './tab-bar';

describe('the tab of the page shown (phone tab bar)', () => {
  it('is the tab whose pages the page is under', () => {
    expect(currentTab('/members', 7)).toBe('members');
    expect(currentTab('/members/12', 7)).toBe('members');
    expect(currentTab('/chats/3', 7)).toBe('chats');
    expect(currentTab('/likes/sent', 7)).toBe('likes');
    expect(currentTab('/swipe-game', 7)).toBe('swipe-game');
    expect(currentTab('/profile', 7)).toBe('profile');
  });

  it("is Profile on the member's own profile as others see it", () => {
    expect(currentTab('/members/7', 7)).toBe('profile');
    expect(currentTab('/members/70', 7)).toBe('members');
  });

  it('is none elsewhere', () => {
    expect(currentTab('/settings', 7)).toBeUndefined();
    expect(currentTab('/membership', 7)).toBeUndefined();
  });
});
