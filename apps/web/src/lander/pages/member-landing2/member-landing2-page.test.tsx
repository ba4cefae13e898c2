// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landerBootstrap, landerMember, renderLander } from '../../test-support';
import { chatBubbles } from './chat-bubbles';
import MemberLanding2Page from './member-landing2-page';

/** jsdom has no matchMedia: this one answers whether the visitor asked for less motion. */
const reducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as never;
};

const withMember = (overrides: Parameters<typeof landerMember>[1]) => {
  const data = landerBootstrap('member-landing2');
  return { ...data, data: { ...data.data, member: landerMember(99, { name: 'Jonas', ...overrides }) } };
};

beforeEach(() => reducedMotion(true));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('member landing 2 (incoming chat)', () => {
  it('shows the member writing their about text and leads into their signup', async () => {
    await renderLander(MemberLanding2Page, withMember({ about: 'Hi! I love hiking. Coffee first, though.' }));
    expect(screen.getByTestId('lander-member-name').textContent).toBe('Jonas, 49');
    expect(screen.getAllByTestId('ml2-bubble').map((bubble) => bubble.textContent)).toEqual(['Hi!', 'I love hiking.', 'Coffee first, though.']);
    const cta = screen.getAllByTestId('lander-cta')[0]!;
    expect(cta.textContent).toBe('Reply to Jonas');
    expect(cta.getAttribute('href')).toBe('/members/99/signup');
  });

  it('greets with the catalogue when the member wrote nothing', async () => {
    await renderLander(MemberLanding2Page, withMember({ about: '' }));
    expect(screen.getAllByTestId('ml2-bubble')[0]!.textContent).toBe('Hi there! 👋');
  });

  it('types each bubble before it appears', async () => {
    reducedMotion(false);
    vi.useFakeTimers();
    await renderLander(MemberLanding2Page, withMember({ about: 'Hello. Nice to see you.' }));
    expect(screen.queryAllByTestId('ml2-bubble')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByText('Jonas is typing…')).toBeTruthy();
    // One step at a time: each bubble's effect starts the next one's timer after React renders.
    for (let step = 0; step < 10; step++) await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getAllByTestId('ml2-bubble')).toHaveLength(2);
    expect(screen.getByTestId('ml2-waiting').textContent).toBe('Jonas is waiting for your reply');
  });

  it('takes the copy of its slug and falls back to another member', async () => {
    await renderLander(MemberLanding2Page, { ...landerBootstrap('member-landing2'), slug: 'chat' });
    expect(screen.getByText('Chat with gay men right now')).toBeTruthy();
    expect(screen.getByTestId('lander-member-name').textContent).toBe('Member1, 31');
    expect(screen.getAllByTestId('lander-cta')[0]!.getAttribute('href')).toBe('/signup');
  });
});

describe('chatBubbles', () => {
  it('merges long texts into three bubbles', () => {
    expect(chatBubbles('One. Two. Three. Four. Five.')).toEqual(['One. Two.', 'Three. Four.', 'Five.']);
    expect(chatBubbles('  ')).toEqual([]);
    expect(chatBubbles('No full stop')).toEqual(['No full stop']);
  });
});
