// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, landerMember, renderLander } from '../../test-support';
import MaplandingPage from './maplanding-page';
import { pinSpots } from './pin-layout';

afterEach(cleanup);

describe('map lander', () => {
  it('pins members around the visitor and shows the one tapped, with a chat into the signup', async () => {
    await renderLander(MaplandingPage, { ...landerBootstrap('maplanding'), slug: 'nearby' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discover gay men in your area');
    const pins = screen.getAllByTestId('lander-map-pin');
    expect(pins).toHaveLength(10);
    // The first online member is shown before any tap.
    expect(screen.getByTestId('lander-map-card').textContent).toContain('Member2');

    fireEvent.click(screen.getByRole('button', { name: 'Member5, 35, Amsterdam' }));
    expect(screen.getByTestId('lander-map-card').textContent).toContain('Member5');
    const cta = screen.getAllByTestId('lander-cta')[0]!;
    expect(cta.textContent).toBe('Chat with Member5');
    expect(cta.getAttribute('href')).toBe('/signup');
  });

  it('counts the members per city, the busiest first', async () => {
    const data = landerBootstrap('maplanding');
    const members = [landerMember(1, { city: 'Utrecht' }), landerMember(2, { city: 'Leiden' }), landerMember(3, { city: 'Leiden' })];
    await renderLander(MaplandingPage, { ...data, data: { ...data.data, members } });
    const rows = [...screen.getByTestId('lander-map-cities').querySelectorAll('li')].map((row) => row.textContent);
    expect(rows).toEqual(['Leiden2Members: 2', 'Utrecht1Members: 1']);
  });

  it('still invites to sign up without members', async () => {
    const data = landerBootstrap('maplanding');
    await renderLander(MaplandingPage, { ...data, data: { ...data.data, members: [] } });
    expect(screen.queryByTestId('lander-map-pin')).toBeNull();
    expect(screen.getByTestId('lander-map-card').textContent).toMatch(/New members join every day/);
    expect(screen.getByTestId('lander-cta').getAttribute('href')).toBe('/signup');
  });

  it('places each member by their id, inside the radar, without two pins on one spot', () => {
    const ids = [1, 23, 5, 11, 39, 24, 13, 41, 7, 3];
    const spots = pinSpots(ids);
    expect(pinSpots(ids)).toEqual(spots);
    expect(new Set(spots.map(({ left, top }) => `${Math.round(left)},${Math.round(top)}`)).size).toBe(ids.length);
    expect(spots.every(({ left, top }) => Math.hypot(left - 50, top - 50) < 45)).toBe(true);
  });
});
