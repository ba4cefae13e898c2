// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, landerMember, renderLander } from '../../test-support';
import MemberLanding3Page from './member-landing3-page';

afterEach(cleanup);

const withMember = () => {
  const data = landerBootstrap('member-landing3');
  return { ...data, data: { ...data.data, member: landerMember(99, { name: 'Jonas' }) } };
};

const tap = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
/** Back and start over are links, so they work before the page is taken over too. */
const follow = (label: string) => fireEvent.click(screen.getByRole('link', { name: label }));

describe('member landing 3 (quiz)', () => {
  it('asks three questions, then shows who matches and leads into the member signup', async () => {
    await renderLander(MemberLanding3Page, withMember());
    expect(screen.getByTestId('lander-member-name').textContent).toBe('Would you like to meet Jonas?');
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByTestId('lander-cta')).toBeNull();
    tap('A real date');
    expect(progress.getAttribute('aria-valuenow')).toBe('1');
    // Test members are 31 to 42 years old: 40–49 holds Member10 (40), Member11 (41) and Member12 (42).
    tap('40–49');
    tap('Tonight');
    expect(screen.getByTestId('ml3-result-title').textContent).toBe('Jonas and 3 others match you');
    const cta = screen.getByTestId('lander-cta');
    expect(cta.textContent).toBe('Chat with Jonas');
    expect(cta.getAttribute('href')).toBe('/members/99/signup');
    follow('Start over');
    expect(screen.getByText('What are you looking for?')).toBeTruthy();
  });

  it('goes back a question', async () => {
    await renderLander(MemberLanding3Page, withMember());
    tap('Friendship');
    follow('Back');
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
  });

  it('offers only the ages of the niche and uses the copy of its slug', async () => {
    const data = withMember();
    await renderLander(MemberLanding3Page, { ...data, slug: 'discreet', site: { ...data.site, niche: 5 } });
    expect(screen.getByText('Discreet dating for women over 60')).toBeTruthy();
    tap('A nice chat');
    expect(screen.getAllByTestId('ml3-option').map((option) => option.textContent)).toEqual(['60+']);
  });

  it('falls back to another member when theirs is gone', async () => {
    await renderLander(MemberLanding3Page, landerBootstrap('member-landing3'));
    expect(screen.getByTestId('lander-member-name').textContent).toBe('Would you like to meet Member1?');
    tap('A nice chat');
    tap('30–39');
    tap('This week');
    expect(screen.getByTestId('lander-cta').getAttribute('href')).toBe('/signup');
  });

  it('is a form a tap submits before the page is taken over: the options send the answers so far in the address', async () => {
    await renderLander(MemberLanding3Page, { ...withMember(), answers: ['date'] });
    const option = screen.getByRole('button', { name: '40–49' }) as HTMLButtonElement;
    expect([option.type, option.name, option.value]).toEqual(['submit', 'answer', '40–49']);
    const form = option.form!;
    expect(form.method).toBe('get');
    expect([...new FormData(form, option).entries()]).toEqual([
      ['answer', 'date'],
      ['answer', '40–49'],
    ]);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('?');
  });

  it('starts after the answers of its address, as far as they are its options', async () => {
    await renderLander(MemberLanding3Page, { ...withMember(), answers: ['date', '40–49'] });
    expect(screen.getByText('Question 3 of 3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    tap('Tonight');
    expect(screen.getByTestId('ml3-result-title').textContent).toBe('Jonas and 3 others match you');
    cleanup();

    await renderLander(MemberLanding3Page, { ...withMember(), answers: ['date', '17–19', 'tonight'] });
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
  });
});
