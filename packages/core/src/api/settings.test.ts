import { describe, expect, it } from 'vitest';
import { regionLabelFor } from './regions';
import { cleanSupportPhone, NICHE_LANDER_PREFIXES, siteTextsFor } from './settings';

describe('business rules', () => {
  it('strips hyphens and white space from the support phone', () => {
    expect(cleanSupportPhone('+31 20-123 45 67')).toBe('+31201234567');
  });

  it('names regions the way each country does', () => {
    expect(regionLabelFor('NL')).toBe('province');
    expect(regionLabelFor('DE')).toBe('state');
    expect(regionLabelFor('CH')).toBe('canton');
    expect(regionLabelFor('SE')).toBe('county');
    expect(regionLabelFor('PL')).toBe('voivodeship');
    expect(regionLabelFor('FR')).toBe('region');
  });

  it('maps the seven niches to their lander prefixes', () => {
    expect(Object.values(NICHE_LANDER_PREFIXES)).toEqual(['', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay']);
  });
});

describe('siteTextsFor', () => {
  const config = {
    index_title: 'Gay dating and chat',
    description: 'Meet gay men near you.',
    fictional_warning: 'Some profiles are fictional.',
    fictional_plural: 'fictional profiles',
    fictional_singular: 'fictional profile',
    texts: {
      nl: { index_title: 'Gay daten en chatten', fictional_plural: 'fictieve profielen' },
      en: { index_title: 'A stray title' },
    },
  };

  it("takes a language's own texts field by field, the site's where it has none", () => {
    const { texts: _translations, ...siteTexts } = config;
    expect(siteTextsFor(config, 'en', 'nl')).toEqual({
      ...siteTexts,
      index_title: 'Gay daten en chatten',
      fictional_plural: 'fictieve profielen',
    });
    expect(siteTextsFor(config, 'en', 'de')).toMatchObject({ index_title: 'Gay dating and chat', description: 'Meet gay men near you.' });
  });

  it("reads the main fields in the site's own language", () => {
    expect(siteTextsFor(config, 'en', 'en').index_title).toBe('Gay dating and chat');
  });
});
