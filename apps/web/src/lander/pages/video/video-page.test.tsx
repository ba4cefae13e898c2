// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, renderLander } from '../../test-support';
import VideoPage from './video-page';

afterEach(cleanup);

describe('video lander', () => {
  it('calls the first live member and leads into the signup', async () => {
    await renderLander(VideoPage, landerBootstrap('video'));
    // Member2 is the first one online (test-support: even ids are online).
    expect(screen.getByTestId('lander-member-name').textContent).toBe('Member2, 32');
    expect(screen.getByText('Also live now')).toBeTruthy();
    expect(screen.getByRole('button', { description: 'Video chat with Member4' })).toBeTruthy();
    const ctas = screen.getAllByTestId('lander-cta');
    expect(ctas.some((cta) => cta.textContent === 'Start video chat')).toBe(true);
    for (const cta of ctas) expect(cta.getAttribute('href')).toBe('/signup');
    expect(screen.getByText(/Online now: 17/).textContent).toBe('Online now: 17 · Members: 120');
  });

  it('switches the caller with "next" and with the row of live members', async () => {
    // jsdom lays nothing out, so it cannot scroll the call into view.
    Element.prototype.scrollIntoView = () => {};
    await renderLander(VideoPage, landerBootstrap('video'));
    fireEvent.click(screen.getByRole('button', { name: 'Next member' }));
    expect(screen.getByTestId('lander-member-name').textContent).toBe('Member4, 34');
    fireEvent.click(screen.getByRole('button', { description: 'Video chat with Member5' }));
    expect(screen.getByTestId('lander-member-name').textContent).toBe('Member5, 35');
    const mute = screen.getByRole('button', { name: 'Mute microphone' });
    fireEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
  });

  it('takes the copy of its slug', async () => {
    await renderLander(VideoPage, { ...landerBootstrap('video'), slug: 'tonight' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alone tonight? gay men are online');
  });

  it('still offers the signup without members', async () => {
    const data = landerBootstrap('video');
    await renderLander(VideoPage, { ...data, data: { ...data.data, members: [], total_members: 0, online_members: 0 } });
    expect(screen.getByText(/New members join every day/)).toBeTruthy();
    expect(screen.getAllByTestId('lander-cta')[0]!.getAttribute('href')).toBe('/signup');
    expect(screen.queryByTestId('video-call')).toBeNull();
  });
});
