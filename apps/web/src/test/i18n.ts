import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/locales/en.json';
import shared from '../i18n/shared/en.json';

/** i18next with the English catalogue, as the app runs it, for tests that read the texts. */
export async function initEnglish(): Promise<void> {
  await i18next.use(ICU).use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ...en, ...shared } } } });
}
