// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { regionsQuery, settingsQuery } from '../site/api';
import { userQuery } from '../lib/session';
import { initEnglish } from '../test/i18n';
import { useChooseLanguage } from './use-choose-language';

/** settings.php and regions.php as the server answers them: in the language of the locale cookie. */
const TITLES: Record<string, string> = { en: 'Gay dating and chat', nl: 'Gay daten en chatten' };
const BAVARIA: Record<string, string> = { en: 'Bavaria', nl: 'Beieren' };
vi.mock('../lib/api-client', () => ({
  api: vi.fn(async (path: string) => {
    const locale = Cookies.get('locale') ?? 'en';
    if (path === 'regions.php') return { countries: [{ country: 'DE', label: 'state', regions: [{ code: 'BY', name: BAVARIA[locale] }] }] };
    if (path !== 'settings.php') throw new Error(`unexpected call to ${path}`);
    return { settings: { index_title: TITLES[locale] }, domain_language: 'en' };
  }),
}));

beforeAll(initEnglish);
afterEach(() => Cookies.remove('locale'));

function renderChooser() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQuery.queryKey, null);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(
    () => ({
      chooser: useChooseLanguage(),
      settings: useQuery(settingsQuery).data?.settings,
      region: useQuery(regionsQuery('DE')).data?.countries[0]?.regions[0]?.name,
    }),
    { wrapper },
  ).result;
}

describe('useChooseLanguage', () => {
  it("reloads the site's texts and the region names in the language the visitor picks", async () => {
    const result = renderChooser();
    await waitFor(() => expect(result.current.settings?.index_title).toBe('Gay dating and chat'));
    await waitFor(() => expect(result.current.region).toBe('Bavaria'));
    act(() => result.current.chooser.choose('nl'));
    await waitFor(() => expect(result.current.settings?.index_title).toBe('Gay daten en chatten'));
    await waitFor(() => expect(result.current.region).toBe('Beieren'));
    expect(Cookies.get('locale')).toBe('nl');
  });
});
