import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INTERPOLATION } from '../i18n/i18n';
import en from '../i18n/locales/en.json';
import shared from '../i18n/shared/en.json';

/** i18next with the English catalogue, as the app runs it, for tests that read the texts. */
export async function initEnglish(): Promise<void> {
  await i18next.use(initReactI18next).init({ lng: 'en', interpolation: INTERPOLATION, resources: { en: { translation: { ...en, ...shared } } } });
}
