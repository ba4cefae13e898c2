// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, landerMember, renderLander } from '../../test-support';
import TinderswipePage from './tinderswipe-page';

afterEach(cleanup);

const topName = () => screen.getByTestId('swipe-top-card').querySelector('.lander-caption-name')!.textContent;

describe('tinderswipe lander', () => {
  it('stacks real members and moves on with the buttons and the arrow keys', async () => {
    await renderLander(TinderswipePage, landerBootstrap('tinderswipe'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meet gay men near you');
    expect(topName()).toBe('Member1');
    expect(screen.getByTestId('swipe-top-card').textContent).toContain('31, Amsterdam');
    fireEvent.click(screen.getByTestId('swipe-pass'));
    await waitFor(() => expect(topName()).toBe('Member2'));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(topName()).toBe('Member3'));
    expect(screen.queryByTestId('swipe-match')).toBeNull();
  });

  it('opens the match after three likes and leads into the signup', async () => {
    await renderLander(TinderswipePage, { ...landerBootstrap('tinderswipe'), slug: 'tonight' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alone tonight? gay men are online');
    for (const next of ['Member2', 'Member3']) {
      fireEvent.click(screen.getByTestId('swipe-like'));
      await waitFor(() => expect(topName()).toBe(next));
    }
    expect(screen.getByRole('img', { name: '2 of 3 likes' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    const match = await screen.findByTestId('swipe-match');
    expect(match.textContent).toContain('Sign up free to chat with Member1, Member2, and Member3.');
    const cta = match.querySelector('[data-testid="lander-cta"]')!;
    expect(cta.getAttribute('href')).toBe('/signup');
  });

  it('invites to see more when the stack runs out without likes', async () => {
    const data = landerBootstrap('tinderswipe');
    await renderLander(TinderswipePage, { ...data, data: { ...data.data, members: [landerMember(5)] } });
    fireEvent.click(screen.getByTestId('swipe-pass'));
    const match = await screen.findByTestId('swipe-match');
    expect(match.textContent).toContain('You’ve seen everyone for now');
  });

  it('has a call to action when the site has no members yet', async () => {
    const data = landerBootstrap('tinderswipe');
    await renderLander(TinderswipePage, { ...data, data: { ...data.data, members: [] } });
    expect(screen.getByText(/New members join every day/)).toBeTruthy();
    expect(screen.getByTestId('lander-cta').getAttribute('href')).toBe('/signup');
  });
});
