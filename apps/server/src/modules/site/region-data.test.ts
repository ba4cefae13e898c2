import { describe, expect, it } from 'vitest';
import { countryRegions, regionCodeFor, spokenRegionName } from './region-data';

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
