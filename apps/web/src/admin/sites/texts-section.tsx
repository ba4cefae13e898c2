import { type Locale, type SiteTexts } from '@app/core';
import { Alert } from 'react-bootstrap';
import { SelectField, TextField } from './fields';
import { LANGUAGE_OPTIONS, languageName } from './labels';
import type { SectionProps } from './section-props';

const TEXT_FIELDS: readonly (readonly [keyof SiteTexts, string, number?])[] = [
  ['index_title', 'Home page title'],
  ['description', 'Home page description', 2],
  ['fictional_singular', 'A fictional profile is called'],
  ['fictional_plural', 'Fictional profiles are called'],
  ['fictional_warning', 'Warning about fictional profiles', 3],
];

/**
 * The site's own words per language. The site's language edits the main fields; another language
 * its own version, where an empty field shows the site's words.
 */
export function TextsSection({ draft, update, errors, language, onLanguage }: SectionProps & { language: Locale; onLanguage: (l: Locale) => void }) {
  const own = language === draft.language;
  const translated = draft.config.texts[language] ?? {};
  const set = (field: keyof SiteTexts, value: string) =>
    update((d) => {
      if (own) {
        d.config[field] = value;
        return;
      }
      const next = { ...d.config.texts[language], [field]: value };
      if (value === '') delete next[field];
      if (Object.keys(next).length === 0) delete d.config.texts[language];
      else d.config.texts[language] = next;
    });
  return (
    <>
      <SelectField id="site-texts-language" label="Texts in" value={language} options={LANGUAGE_OPTIONS} onChange={onLanguage} />
      <Alert variant="light" className="small py-2">
        {own
          ? `${languageName(language)} is the site's language: these are its main texts, shown in every language without its own.`
          : `Empty fields show the ${languageName(draft.language)} text.`}
      </Alert>
      {TEXT_FIELDS.map(([field, label, rows]) => (
        <TextField
          key={`${language}-${field}`}
          id={`site-text-${field}`}
          label={label}
          rows={rows}
          value={own ? draft.config[field] : (translated[field] ?? '')}
          error={own ? errors[`config.${field}`] : errors[`config.texts.${language}.${field}`]}
          hint={own ? undefined : `${languageName(draft.language)}: ${draft.config[field]}`}
          onChange={(value) => set(field, value)}
        />
      ))}
    </>
  );
}
