// @vitest-environment jsdom
import { MIN_AGE, type User } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initEnglish } from '../../test/i18n';
import { settingsQuery } from '../../site/api';
import { SignupFlow } from './signup-flow';
import { useSignupFlow } from './use-signup-flow';

const THIS_YEAR = new Date().getFullYear();

const newUser: User = {
  id: 7,
  email: 'john@gmail.com',
  status: 'not_confirmed',
  credits: 0,
  paid_user: false,
  signup_date: '2026-01-01T00:00:00.000Z',
  language: 'en',
  notifications_disabled: [],
  notification_settings: { message: true, like: true, match: true, visit: true, newsletter: true },
  fictional_first_contact: true,
  profile: { name: 'John', country: 'NL', region: '', main_image: null, status: 'disabled' },
};

interface Answers {
  available?: boolean;
  /** Another answer to the e-mail check than `available`. */
  check?: { status: number; body: unknown };
  signup?: { status: number; body: unknown };
}

/** The server: the e-mail check, the regions, and the signup itself. */
function serve(answers: Answers = {}) {
  const signups: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/signup.php?check=email')) {
      const answer = answers.check ?? { status: 200, body: { available: answers.available ?? true } };
      return json(answer.status, answer.body);
    }
    if (url.startsWith('/api/regions.php')) {
      return json(200, { countries: [{ country: 'NL', label: 'province', regions: [{ code: 'NH', name: 'Noord-Holland' }] }] });
    }
    if (url === '/api/signup.php') {
      signups.push(JSON.parse(String(init.body)));
      const answer = answers.signup ?? { status: 200, body: { user: newUser } };
      return json(answer.status, answer.body);
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  return signups;
}

function Harness() {
  return <SignupFlow flow={useSignupFlow()} />;
}

function showFlow() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(settingsQuery.queryKey, {
    settings: { name: 'Test site', countries: ['NL', 'DE'], geoip_country: null, geoip_selected_country: null, signups: 'all' },
    domain_language: 'en',
  } as never);
  const router = createMemoryRouter(
    [
      { path: '/signup', element: <Harness /> },
      { path: '/complete-signup', element: <p>confirm your e-mail</p> },
    ],
    { initialEntries: ['/signup'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const step = () => screen.getByTestId('signup-flow').dataset.step;
const next = () => fireEvent.click(screen.getByTestId('signup-next'));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function reachStep(name: string) {
  await vi.waitFor(() => expect(step()).toBe(name));
}

async function fillUpTo(last: 'name' | 'password' | 'date_of_birth' | 'about') {
  type('E-mail address', 'john@gmail.com');
  next();
  await reachStep('name');
  if (last === 'name') return;
  type('Username', 'John');
  next();
  await reachStep('password');
  if (last === 'password') return;
  type('Password', 'a long secret');
  next();
  await reachStep('date_of_birth');
  if (last === 'date_of_birth') return;
  choose('Day', '05');
  choose('Month', '05');
  choose('Year', String(THIS_YEAR - 30));
  next();
  await reachStep('about');
}

beforeAll(initEnglish);
beforeEach(() => {
  sessionStorage.clear();
  // Mid-year, so a birthday on 31 December of the youngest year is still to come.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${THIS_YEAR}-06-15T12:00:00Z`) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('signup steps (SPEC §4, §5)', () => {
  it('asks for a valid e-mail address, with a did-you-mean hint for a mistyped domain', async () => {
    serve();
    showFlow();
    next();
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();

    type('E-mail address', 'john@gmial');
    next();
    expect(await screen.findByText('Invalid email')).toBeTruthy();

    type('E-mail address', 'john@gmial.com');
    next();
    const hint = await screen.findByRole('button', { name: 'Did you mean john@gmail.com?' });
    expect(step()).toBe('email');
    fireEvent.click(hint);
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('john@gmail.com');
    next();
    await reachStep('name');
  });

  it('stops once for a hint that appeared only as the field lost the focus, then goes on as typed', async () => {
    serve();
    showFlow();
    type('E-mail address', 'jan@hotmial.com');
    fireEvent.blur(screen.getByLabelText('E-mail address'));
    next();
    expect(await screen.findByRole('button', { name: 'Did you mean jan@hotmail.com?' })).toBeTruthy();
    expect(step()).toBe('email');
    next();
    await reachStep('name');
  });

  it('says at once when the address already has an account', async () => {
    serve({ available: false });
    showFlow();
    type('E-mail address', 'john@gmail.com');
    next();
    expect(await screen.findByText('This email address already owns an account on this website.')).toBeTruthy();
    expect(step()).toBe('email');
  });

  it('says at once when the address checks are over their limit', async () => {
    const limited = { code: 'too_many_lookups', message: 'wait', params: { minutes: 15 } };
    serve({ check: { status: 429, body: { error: limited } } });
    showFlow();
    type('E-mail address', 'john@gmail.com');
    next();
    expect(await screen.findByText('Too many requests about e-mail addresses, please try again in 15 min.')).toBeTruthy();
    expect(step()).toBe('email');
  });

  it('refuses a username that is the e-mail address or starts with @', async () => {
    serve();
    showFlow();
    await fillUpTo('name');
    type('Username', 'john@gmail.com');
    next();
    expect(await screen.findByText('Your username must not be your e-mail address.')).toBeTruthy();
    type('Username', '@john');
    next();
    expect(await screen.findByText('Your username must not start with @.')).toBeTruthy();
    expect(step()).toBe('name');
  });

  it('asks for a long enough password', async () => {
    serve();
    showFlow();
    await fillUpTo('password');
    type('Password', 'short');
    next();
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
  });

  it('refuses a password that is the e-mail address', async () => {
    serve();
    showFlow();
    await fillUpTo('password');
    type('Password', 'JOHN@gmail.com');
    next();
    expect(await screen.findByText('Your password must not be your e-mail address or your username.')).toBeTruthy();
    expect(step()).toBe('password');
  });

  it('shows a password the server finds too common on the password step', async () => {
    const refused = { code: 'validation_failed', message: 'bad', fields: { password: 'password_too_common' } };
    serve({ signup: { status: 400, body: { error: refused } } });
    showFlow();
    await fillUpTo('about');
    fireEvent.click(screen.getByLabelText('Man'));
    fireEvent.click(screen.getByLabelText('Gay'));
    next();
    await reachStep('password');
    expect(screen.getByText('This password is too common, please choose another one.')).toBeTruthy();
  });

  it(`asks for a real date of birth of someone ${MIN_AGE} or older`, async () => {
    serve();
    showFlow();
    await fillUpTo('date_of_birth');
    choose('Year', String(THIS_YEAR - MIN_AGE));
    choose('Month', '12');
    choose('Day', '31');
    next();
    expect(await screen.findByText(`Enter your date of birth (${MIN_AGE}+)`)).toBeTruthy();

    choose('Year', String(THIS_YEAR - 30));
    choose('Month', '02');
    next();
    expect(await screen.findByText('Invalid date of birth.')).toBeTruthy();
    expect(step()).toBe('date_of_birth');
  });

  it('sends the whole signup and moves on to confirming the e-mail', async () => {
    const signups = serve();
    showFlow();
    await fillUpTo('about');
    fireEvent.click(screen.getByLabelText('Man'));
    fireEvent.click(screen.getByLabelText('Gay'));
    await screen.findByLabelText('Province');
    choose('Province', 'NH');
    next();
    expect(await screen.findByText('confirm your e-mail')).toBeTruthy();
    expect(signups).toEqual([
      expect.objectContaining({
        email: 'john@gmail.com',
        name: 'John',
        password: 'a long secret',
        date_of_birth: `${THIS_YEAR - 30}-05-05`,
        gender: 'male',
        sexuality: 'gay',
        country: 'NL',
        region: 'NH',
      }),
    ]);
    expect(sessionStorage.getItem('signup-draft')).toBeNull();
  });

  it('shows a field the server refused on the step that asks for it', async () => {
    serve({ signup: { status: 400, body: { error: { code: 'validation_failed', message: 'bad', fields: { name: 'name_invalid' } } } } });
    showFlow();
    await fillUpTo('about');
    fireEvent.click(screen.getByLabelText('Man'));
    fireEvent.click(screen.getByLabelText('Gay'));
    next();
    await reachStep('name');
    expect(screen.getByText(/Use 2 to 30 letters or digits/)).toBeTruthy();
  });

  it('keeps the draft over a reload, but never the password', async () => {
    serve();
    showFlow();
    await fillUpTo('date_of_birth');
    expect(sessionStorage.getItem('signup-draft')).not.toContain('a long secret');
    cleanup();

    showFlow();
    expect(step()).toBe('date_of_birth');
    choose('Day', '05');
    choose('Month', '05');
    choose('Year', String(THIS_YEAR - 30));
    next();
    await reachStep('about');
    fireEvent.click(screen.getByLabelText('Man'));
    fireEvent.click(screen.getByLabelText('Gay'));
    next();
    // The password was not kept: the flow goes back to ask for it.
    await reachStep('password');
    expect(screen.getByText('Please fill in this field.')).toBeTruthy();
  });

  it('starts afresh from a stored draft of another shape', () => {
    sessionStorage.setItem('signup-draft', JSON.stringify({ step: 9, draft: { email: 'a@b.nl' } }));
    serve();
    showFlow();
    expect(step()).toBe('email');
    cleanup();
    sessionStorage.setItem('signup-draft', JSON.stringify({ step: 1, draft: { email: 42 } }));
    showFlow();
    expect(step()).toBe('email');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
  });
});
