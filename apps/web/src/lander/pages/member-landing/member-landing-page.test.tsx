// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, landerMember, renderLander } from '../../test-support';
import MemberLandingPage from './member-landing-page';

afterEach(cleanup);

describe('member landing', () => {
  it('puts the member first and leads into their signup', async () => {
    const member = landerMember(99, { name: 'Jonas', age: 31, city: 'Utrecht', photos: landerMember(99).photos.concat(landerMember(98).photos) });
    await renderLander(MemberLandingPage, landerBootstrap('member-landing', { data: { ...landerBootstrap('member-landing').data, member } }));
    expect(screen.getByTestId('lander-member-name').textContent).toBe('Jonas, 31');
    const cta = screen.getAllByTestId('lander-cta')[0]!;
    expect(cta.textContent).toBe('Chat with Jonas');
    expect(cta.getAttribute('href')).toBe('/members/99/signup');
    expect(screen.getByText('More photos of Jonas')).toBeTruthy();
  });

  it('shows other members when the member is gone', async () => {
    await renderLander(MemberLandingPage, landerBootstrap('member-landing'));
    expect(screen.getByTestId('lander-member-name').textContent).toBe('Member1, 31');
    expect(screen.getAllByTestId('lander-cta')[0]!.getAttribute('href')).toBe('/signup');
  });

  it('says why when signups are closed', async () => {
    const data = landerBootstrap('member-landing');
    await renderLander(MemberLandingPage, { ...data, site: { ...data.site, signups: 'off' } });
    expect(screen.queryByTestId('lander-cta')).toBeNull();
    expect(screen.getAllByTestId('lander-signups-closed')[0]!.textContent).toMatch(/closed/);
  });

  it('sends a logged-in member into the site', async () => {
    await renderLander(MemberLandingPage, { ...landerBootstrap('member-landing'), logged_in: true });
    expect(screen.getAllByTestId('lander-cta')[0]!.textContent).toBe('Go to Rainbow Date');
  });
});
