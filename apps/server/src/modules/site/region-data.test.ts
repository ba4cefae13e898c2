import { describe, expect, it } from 'vitest';
import { countryRegions, localizedRegions, regionCodeFor, regionName, spokenRegionName } from './region-data';

describe('region names', () => {
  it('reads ISO qualifiers the way people say the name', () => {
    expect(spokenRegionName('Edinburgh, City of')).toBe('Edinburgh');
    expect(spokenRegionName('Durham, County')).toBe('County Durham');
    expect(spokenRegionName('Vale of Glamorgan, The')).toBe('Vale of Glamorgan');
    expect(spokenRegionName('Armagh City, Banbridge and Craigavon')).toBe('Armagh City, Banbridge and Craigavon');
  });

  it('lists the spoken names and still knows a region by the data’s own spelling', () => {
    expect(countryRegions('GB').map((region) => region.name)).toContain('Edinburgh');
    expect(countryRegions('GB').map((region) => region.name)).not.toContain('Edinburgh, City of');
    expect(regionCodeFor('GB', 'Edinburgh')).toBe('EDH');
    expect(regionCodeFor('GB', 'Edinburgh, City of')).toBe('EDH');
    expect(regionCodeFor('GB', 'Atlantis')).toBeUndefined();
  });
});

describe('regions in the reader’s language', () => {
  it('names a region as the reader’s language does, without the kind of region CLDR puts first', () => {
    expect(regionName('DE', 'BY', 'de')).toBe('Bayern');
    expect(regionName('DE', 'BY', 'en')).toBe('Bavaria');
    expect(regionName('DE', 'BY', 'nl')).toBe('Beieren');
    expect(regionName('NL', 'NH', 'de')).toBe('Nordholland'); // CLDR: "Provinz Nordholland"
    expect(regionName('NL', 'NH', 'nl')).toBe('Noord-Holland');
    expect(regionName('NL', 'NH', 'fr')).toBe('Hollande-Septentrionale');
    expect(regionName('PL', '14', 'pl')).toBe('Mazowieckie'); // CLDR: "województwo mazowieckie"
    expect(regionName('PL', '14', 'de')).toBe('Masowien');
    expect(regionName('CH', 'GE', 'de')).toBe('Genf');
    expect(regionName('BE', 'BRU', 'fr')).toBe('Bruxelles-Capitale');
  });

  it('falls back to the data’s spoken name where CLDR has none, or one that cannot lose its unit word', () => {
    // Finnish CLDR says "Uudenmaan maakunta", a genitive; Norwegian Bokmål reads CLDR's "no".
    expect(regionName('FI', 'FI-18', 'fi')).toBe('Uusimaa');
    expect(regionName('SE', 'AB', 'de')).toBe('Stockholm'); // CLDR: "Stockholms län"
    expect(regionName('BE', 'BRU', 'nb')).toBe('Brussel');
    expect(regionName('GB', 'EDH', 'en')).toBe('Edinburgh');
    expect(regionName('GB', 'EDH', 'fr')).toBe('Édimbourg');
    // CLDR names Norway's 09 by the old Aust-Agder.
    expect(regionName('NO', '09', 'de')).toBe('Agder');
    expect(regionName('DE', 'XX', 'de')).toBe('XX');
    expect(regionName('DE', '', 'de')).toBe('');
  });

  it('sorts by the reader’s alphabet', () => {
    const swedish = localizedRegions('SE', 'sv').map((region) => region.name);
    // Swedish puts Å, Ä and Ö after Z; other languages sort Ö with O.
    expect(swedish.indexOf('Örebro')).toBeGreaterThan(swedish.indexOf('Västra Götaland'));
    const german = localizedRegions('SE', 'de').map((region) => region.name);
    expect(german.indexOf('Örebro')).toBeLessThan(german.indexOf('Västra Götaland'));
    expect(localizedRegions('NL', 'de')).toHaveLength(12);
  });

  it('takes a region by its name in any of the app’s languages, or by its code', () => {
    expect(regionCodeFor('DE', 'Bavaria')).toBe('BY');
    expect(regionCodeFor('DE', 'Beieren')).toBe('BY');
    expect(regionCodeFor('DE', 'Bayern')).toBe('BY');
    expect(regionCodeFor('DE', 'BY')).toBe('BY');
    expect(regionCodeFor('NL', 'North Holland')).toBe('NH');
  });
});
