// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, landerMember, renderLander } from '../../test-support';
import AlonetonightPage from './alonetonight-page';

afterEach(cleanup);

describe('alonetonight lander', () => {
  it('shows who is online now, how many, and leads into the signup', async () => {
    await renderLander(AlonetonightPage, { ...landerBootstrap('alonetonight'), slug: 'chat' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chat with gay men right now');
    expect(screen.getByRole('heading', { name: 'Online now and recently active' })).toBeTruthy();
    // Members with an even id are online in the test data: they lead the strip.
    const names = [...screen.getByTestId('night-strip').querySelectorAll('.lander-caption-name')].map((name) => name.textContent);
    expect(names.slice(0, 7)).toEqual(['Member2', 'Member4', 'Member6', 'Member8', 'Member10', 'Member12', 'Member1']);
    await waitFor(() => expect(screen.getByTestId('night-online-count').textContent).toBe('Online now: 17'));
    for (const cta of screen.getAllByTestId('lander-cta')) expect(cta.getAttribute('href')).toBe('/signup');
  });

  it('falls back to the recently active when nobody is online', async () => {
    const data = landerBootstrap('alonetonight');
    const members = [landerMember(1), landerMember(3)];
    await renderLander(AlonetonightPage, { ...data, data: { ...data.data, members, online_members: 0 } });
    expect(screen.getByRole('heading', { name: 'Recently active' })).toBeTruthy();
    expect(within(screen.getByTestId('night-strip')).getByText('Member3')).toBeTruthy();
    expect(screen.queryByTestId('night-online-count')).toBeNull();
  });

  it('says why when signups are closed', async () => {
    const data = landerBootstrap('alonetonight');
    await renderLander(AlonetonightPage, { ...data, site: { ...data.site, signups: 'off' } });
    expect(screen.queryByTestId('lander-cta')).toBeNull();
    expect(screen.getAllByTestId('lander-signups-closed').length).toBeGreaterThan(0);
  });
});
