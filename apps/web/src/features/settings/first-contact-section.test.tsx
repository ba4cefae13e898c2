// @vitest-environment jsdom
import { UserResponse } from '@app/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../lib/session';
import { json, me } from '../../test/chat-fixtures';
import { initEnglish } from '../../test/i18n';
import { settingsQuery } from '../../site/api';
import { FirstContactSection } from './first-contact-section';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(answer: (body: { fictional_first_contact?: boolean }) => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/user.php' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return answer(body);
    }
    throw new Error(`unexpected fetch ${init.method ?? 'GET'} ${url}`);
  });
  return sent;
}

/** The section as the settings page shows it: for the member the session holds. */
function Section() {
  const { data: user } = useQuery(userQuery);
  return user ? <FirstContactSection user={user} /> : null;
}

function show(fictionalPlural: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQuery.queryKey, me);
  queryClient.setQueryData(settingsQuery.queryKey, { settings: { fictional_plural: fictionalPlural } } as never);
  render(
    <QueryClientProvider client={queryClient}>
      <Section />
    </QueryClientProvider>,
  );
}

const toggle = () => screen.getByLabelText('These profiles may write to me first') as HTMLInputElement;

describe('the first messages setting', () => {
  it('shows the badge fictional profiles carry, in the site’s word for them or else the app’s', () => {
    serve(() => json(500, {}));
    show('Dream dates');
    expect(screen.getByRole('heading').textContent).toBe('First messages');
    expect(screen.getByTestId('fictional-badge').textContent).toBe('Dream dates');
    cleanup();
    show('');
    expect(screen.getByTestId('fictional-badge').textContent).toBe('Fictional profiles');
  });

  it('is on by default and saved at once when the member turns it off', async () => {
    const sent = serve((body) => json(200, UserResponse.parse({ user: { ...me, ...body } })));
    show('Dream dates');
    expect(toggle().checked).toBe(true);
    fireEvent.click(toggle());
    expect(toggle().checked).toBe(false);
    expect(await screen.findByTestId('saved')).toBeTruthy();
    // The answer is the member as stored: the switch stays off.
    expect(toggle().checked).toBe(false);
    expect(sent).toEqual([{ fictional_first_contact: false }]);
  });

  it('shows the stored state again when the save fails', async () => {
    serve(() => json(500, { error: { code: 'internal', message: 'Something went wrong' } }));
    show('Dream dates');
    fireEvent.click(toggle());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(toggle().checked).toBe(true);
  });
});
