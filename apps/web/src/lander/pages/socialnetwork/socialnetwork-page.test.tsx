// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { landerBootstrap, landerMember, renderLander } from '../../test-support';
import SocialnetworkPage from './socialnetwork-page';

afterEach(cleanup);

beforeAll(() => {
  // jsdom has no modal dialogs: opening one just marks it open.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

describe('social network lander', () => {
  it('shows stories and posts of the members, their words as posts, and the copy of its slug', async () => {
    const data = landerBootstrap('socialnetwork');
    const members = [landerMember(1, { about: 'Coffee first, then adventures.' }), landerMember(2, { about: '' }), ...data.data.members.slice(2)];
    await renderLander(SocialnetworkPage, { ...data, slug: 'chat', data: { ...data.data, members } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chat with gay men right now');
    expect(screen.getAllByTestId('lander-story')).toHaveLength(12);
    const posts = screen.getAllByTestId('lander-post');
    expect(posts).toHaveLength(10);
    expect(posts[0]!.textContent).toContain('Coffee first, then adventures.');
    expect(posts[1]!.textContent).toContain('New on Rainbow Date and happy to say hello!');
    // Likes and comments come from the member's id: the same on every visit.
    expect(within(posts[0]!).getByTestId('lander-like').textContent).toBe('Like51');
  });

  it('answers a like with the signup sheet', async () => {
    await renderLander(SocialnetworkPage, landerBootstrap('socialnetwork'));
    const sheet = screen.getByTestId('lander-social-sheet') as HTMLDialogElement;
    expect(sheet.open).toBe(false);
    fireEvent.click(screen.getAllByTestId('lander-like')[0]!);
    expect(sheet.open).toBe(true);
    expect(within(sheet).getByRole('heading').textContent).toBe('Sign up to like and comment');
    expect(within(sheet).getByText('Joining Rainbow Date is free: like posts, leave comments and chat with Member1.')).toBeTruthy();
    expect(within(sheet).getByTestId('lander-cta').getAttribute('href')).toBe('/signup');

    fireEvent.click(within(sheet).getByText('Not now'));
    expect(sheet.open).toBe(false);
    fireEvent.click(screen.getAllByTestId('lander-story')[1]!);
    expect(within(sheet).getByRole('heading').textContent).toBe('Sign up to watch stories');
  });

  it('invites to sign up without members', async () => {
    const data = landerBootstrap('socialnetwork');
    await renderLander(SocialnetworkPage, { ...data, data: { ...data.data, members: [] } });
    expect(screen.queryByTestId('lander-post')).toBeNull();
    expect(screen.getByText(/New members join every day/)).toBeTruthy();
  });
});
