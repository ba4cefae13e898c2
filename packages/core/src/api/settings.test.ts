import { describe, expect, it } from 'vitest';
import { regionLabelFor } from './regions';
import { cleanSupportPhone, NICHE_LANDER_PREFIXES } from './settings';

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
