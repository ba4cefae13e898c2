// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, renderLander } from '../../test-support';
import TransitionsvideolandingPage from './transitionsvideolanding-page';

afterEach(cleanup);

const caption = () => screen.getByTestId('lander-tv-caption').textContent;

describe('video transitions lander', () => {
  it('plays the members one after another under the copy of its slug, and leads into the signup', async () => {
    await renderLander(TransitionsvideolandingPage, { ...landerBootstrap('transitionsvideolanding'), slug: 'discreet' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discreet dating for gay men');
    expect(screen.getByTestId('lander-tv-stage').querySelectorAll('.tv-slide')).toHaveLength(6);
    expect(caption()).toContain('Member1, 31');

    // The end of the progress bar moves on; so does a tap.
    fireEvent.animationEnd(screen.getByTestId('lander-tv-fill'));
    expect(caption()).toContain('Member2, 32');
    expect(caption()).toContain('Online now');
    fireEvent.click(screen.getByTestId('lander-tv-next'));
    expect(caption()).toContain('Member3, 33');
    fireEvent.click(screen.getByRole('button', { name: 'Previous member' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous member' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous member' }));
    expect(caption()).toContain('Member6, 36');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();

    expect(screen.getByText('Free signup')).toBeTruthy();
    expect(screen.getByText('Say hello: gay men are waiting for you')).toBeTruthy();
    expect(screen.getAllByTestId('lander-cta').every((cta) => cta.getAttribute('href') === '/signup')).toBe(true);
  });

  it('keeps the promise without members', async () => {
    const data = landerBootstrap('transitionsvideolanding');
    await renderLander(TransitionsvideolandingPage, { ...data, data: { ...data.data, members: [] } });
    expect(screen.queryByTestId('lander-tv-stage')).toBeNull();
    expect(screen.getByText(/New members join every day/)).toBeTruthy();
    expect(screen.getAllByTestId('lander-cta')[0]!.getAttribute('href')).toBe('/signup');
  });
});
