// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import nl from './locales/nl.json';
import { initEnglish } from '../test/i18n';
import { useTranslation } from './use-translation';

beforeAll(async () => {
  await initEnglish();
  i18next.addResourceBundle('nl', 'translation', nl);
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('useTranslation', () => {
  it('gives every component the one t of the language, and draws them again in a new language', async () => {
    const seen: TFunction[] = [];
    function Login({ id }: { id: string }) {
      const { t, i18n } = useTranslation();
      seen.push(t);
      return <p data-testid={id} lang={i18n.language}>{t('nav.login')}</p>;
    }
    render(
      <>
        <Login id="a" />
        <Login id="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Login');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);

    await act(() => i18next.changeLanguage('nl'));
    expect(screen.getByTestId('b').textContent).toBe(nl.nav.login);
    expect(screen.getByTestId('b').getAttribute('lang')).toBe('nl');
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});
