// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, landerMember, renderLander } from '../../test-support';
import IconslandingPage from './iconslanding-page';

afterEach(cleanup);

const names = () => screen.getAllByTestId('lander-member').map((card) => card.querySelector('.lander-caption-name')!.textContent);

describe('interests picker lander', () => {
  it('shows the members and the copy of its slug, and leads into the signup', async () => {
    await renderLander(IconslandingPage, { ...landerBootstrap('iconslanding'), slug: 'tonight' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alone tonight? gay men are online');
    expect(screen.getAllByTestId('lander-member')).toHaveLength(12);
    expect(screen.getByText('Members: 120')).toBeTruthy();
    expect(screen.getAllByTestId('lander-cta').every((cta) => cta.getAttribute('href') === '/signup')).toBe(true);
  });

  it('puts the members who share the picked interests first', async () => {
    const data = landerBootstrap('iconslanding');
    const members = [
      landerMember(1, { interests: ['music'] }),
      landerMember(2, { interests: ['cooking', 'wine'] }),
      landerMember(3, { interests: ['cooking'] }),
    ];
    await renderLander(IconslandingPage, { ...data, data: { ...data.data, members } });
    const cooking = screen.getByTestId('lander-interest-cooking');
    expect(cooking.textContent).toBe('Cooking');
    expect(screen.getByTestId('lander-interest-matches').textContent).toBe('Pick one or more interests to find your matches.');

    fireEvent.click(cooking);
    fireEvent.click(screen.getByTestId('lander-interest-wine'));
    expect(cooking.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('lander-interest-matches').textContent).toBe('Members who share your interests: 2');
    expect(names()).toEqual(['Member2', 'Member3']);
    expect(screen.getAllByTestId('lander-cta')[0]!.textContent).toBe('Meet them: sign up free');

    fireEvent.click(screen.getByText('Clear'));
    expect(names()).toEqual(['Member1', 'Member2', 'Member3']);
  });

  it('says so when nobody shares the interests, or there is nobody yet', async () => {
    const data = landerBootstrap('iconslanding');
    await renderLander(IconslandingPage, data);
    fireEvent.click(screen.getByTestId('lander-interest-cooking'));
    expect(screen.getByTestId('lander-interest-matches').textContent).toMatch(/No match/);
    expect(screen.getAllByTestId('lander-member')).toHaveLength(12);
    cleanup();

    await renderLander(IconslandingPage, { ...data, data: { ...data.data, members: [] } });
    expect(screen.getByTestId('lander-interest-matches').textContent).toMatch(/New members join every day/);
    expect(screen.queryByTestId('lander-member')).toBeNull();
    expect(screen.getByTestId('lander-cta').getAttribute('href')).toBe('/signup');
  });
});
