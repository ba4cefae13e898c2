// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settingsQuery } from '../site/api';
import { userQuery } from '../lib/session';
import { initEnglish } from '../test/i18n';
import { useChooseLanguage } from './use-choose-language';

/** settings.php as the server answers it: the site's title in the language of the locale cookie. */
const TITLES: Record<string, string> = { en: 'Gay dating and chat', nl: 'Gay daten en chatten' };
vi.mock('../lib/api-client', () => ({
  api: vi.fn(async (path: string) => {
    if (path !== 'settings.php') throw new Error(`unexpected call to ${path}`);
    return { settings: { index_title: TITLES[Cookies.get('locale') ?? 'en'] }, domain_language: 'en' };
  }),
}));

beforeAll(initEnglish);
afterEach(() => Cookies.remove('locale'));

function renderChooser() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQuery.queryKey, null);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => ({ chooser: useChooseLanguage(), settings: useQuery(settingsQuery).data?.settings }), { wrapper }).result;
}

describe('useChooseLanguage', () => {
  it("reloads the site's texts in the language the visitor picks", async () => {
    const result = renderChooser();
    await waitFor(() => expect(result.current.settings?.index_title).toBe('Gay dating and chat'));
    act(() => result.current.chooser.choose('nl'));
    await waitFor(() => expect(result.current.settings?.index_title).toBe('Gay daten en chatten'));
    expect(Cookies.get('locale')).toBe('nl');
  });
});
