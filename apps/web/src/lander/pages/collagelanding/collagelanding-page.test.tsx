// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, renderLander } from '../../test-support';
import CollagelandingPage from './collagelanding-page';

afterEach(cleanup);

describe('collagelanding lander', () => {
  it('covers the wall with member photos and names the members below', async () => {
    await renderLander(CollagelandingPage, { ...landerBootstrap('collagelanding'), slug: 'discreet' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discreet dating for gay men');
    expect(screen.getByText('Your profile, your rules: Rainbow Date keeps your details private.')).toBeTruthy();
    expect(screen.getByTestId('collage-wall').querySelectorAll('img').length).toBe(30);
    expect(screen.getByText('Member6')).toBeTruthy();
    expect(screen.getByText('Members: 120')).toBeTruthy();
    expect(screen.getAllByTestId('lander-cta')[0]!.getAttribute('href')).toBe('/signup');
  });

  it('sends a logged-in member into the site', async () => {
    await renderLander(CollagelandingPage, { ...landerBootstrap('collagelanding'), logged_in: true });
    const cta = screen.getAllByTestId('lander-cta')[0]!;
    expect(cta.textContent).toBe('Go to Rainbow Date');
    expect(cta.getAttribute('href')).toBe('/members');
  });

  it('still pitches when the site has no members yet', async () => {
    const data = landerBootstrap('collagelanding');
    await renderLander(CollagelandingPage, { ...data, data: { ...data.data, members: [] } });
    expect(screen.queryByTestId('collage-wall')).toBeNull();
    expect(screen.getByText(/New members join every day/)).toBeTruthy();
  });
});
