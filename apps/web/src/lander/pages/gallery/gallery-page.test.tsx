// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, landerMember, renderLander } from '../../test-support';
import GalleryPage from './gallery-page';

afterEach(cleanup);

describe('gallery lander', () => {
  it('shows the first members clearly and blurs the rest behind the signup', async () => {
    await renderLander(GalleryPage, { ...landerBootstrap('gallery'), slug: 'nearby' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discover gay men in your area');
    const clear = within(screen.getByTestId('gallery-clear'));
    expect(clear.getAllByRole('button')).toHaveLength(8);
    expect(clear.getByText('Member8')).toBeTruthy();
    expect(clear.queryByText('Member9')).toBeNull();
    const locked = screen.getByTestId('gallery-locked');
    expect(locked.textContent).toContain('Sign up free to see all 120 members');
    expect(within(locked).getByTestId('lander-cta').getAttribute('href')).toBe('/signup');
  });

  it('previews a member with their words and a chat into the signup', async () => {
    const data = landerBootstrap('gallery');
    const members = [landerMember(7, { name: 'Jonas', about: 'Cyclist and coffee snob.' }), ...data.data.members.slice(1)];
    await renderLander(GalleryPage, { ...data, data: { ...data.data, members } });
    fireEvent.click(within(screen.getByTestId('gallery-clear')).getByText('Jonas'));
    const preview = screen.getByTestId('gallery-preview');
    expect(preview.textContent).toContain('Cyclist and coffee snob.');
    const cta = within(preview).getByTestId('lander-cta');
    expect(cta.textContent).toBe('Chat with Jonas');
    expect(cta.getAttribute('href')).toBe('/signup');
    fireEvent.click(within(preview).getByLabelText('Close'));
    expect(screen.queryByTestId('gallery-preview')).toBeNull();
  });

  it('has a call to action when the site has no members yet', async () => {
    const data = landerBootstrap('gallery');
    await renderLander(GalleryPage, { ...data, data: { ...data.data, members: [], total_members: 0 } });
    expect(screen.getByText(/New members join every day/)).toBeTruthy();
    expect(screen.queryByTestId('gallery-locked')).toBeNull();
  });
});
