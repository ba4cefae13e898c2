import { isLocale, LOCALE_NATIVE_NAMES, LOCALES } from '@app/core';
import { useTranslation } from '../../i18n/use-translation';
import { FormField } from '../../components/form-field';
import { useChooseLanguage } from '../../hooks/use-choose-language';
import { SavedNote, SettingsSection } from '../../components/settings-section';
import { CallError } from '../../components/call-error';

/** The interface language, switched at once and stored with the account (SPEC §7). */
export function LanguageSection() {
  const { t, i18n } = useTranslation();
  const { choose, update } = useChooseLanguage();
  return (
    <SettingsSection id="language" title={t('settings.language.title')}>
      {update.isError && <CallError error={update.error} />}
      <FormField
        as="select"
        id="settings-language"
        label={t('settings.language.label')}
        value={i18n.resolvedLanguage}
        disabled={update.isPending}
        onChange={(event) => isLocale(event.target.value) && choose(event.target.value)}
        hint={<SavedNote show={update.isSuccess} />}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NATIVE_NAMES[locale]}
          </option>
        ))}
      </FormField>
    </SettingsSection>
  );
}
