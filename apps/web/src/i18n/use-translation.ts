import type { i18n as I18nInstance, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

interface Translation {
  t: TFunction;
  i18n: I18nInstance;
}

/** Per i18next instance (one in the browser, one per language on the server): its language's `t`. */
const current = new WeakMap<I18nInstance, { language: string; translation: Translation }>();

function translationOf(i18n: I18nInstance): Translation {
  const known = current.get(i18n);
  if (known?.language === i18n.language) return known.translation;
  const translation = { t: i18n.getFixedT(i18n.language), i18n };
  current.set(i18n, { language: i18n.language, translation });
  return translation;
}

/**
 * react-i18next's `useTranslation`, for what the app uses of it: the `t` of the interface language
 * and the instance, drawn again when the language changes. react-i18next's own makes a fixed `t`
 * and a copy of the instance's every property for each component it is called in: on /members, a
 * hundred-odd of them took 20-30 ms of the page's take-over on a slow machine (issue #20). Here they
 * share one per language. The catalogues are loaded before anything renders (i18n.ts), so it has
 * no not-ready state.
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return useSyncExternalStore(
    (changed) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    () => translationOf(i18n),
    () => translationOf(i18n),
  );
}
