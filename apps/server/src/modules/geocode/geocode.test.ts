import { ErrorBody, GeocodeResponse } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { localizedRegions } from '../site/region-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function geocode(lat: number | string, lon: number | string, locale = 'en') {
  const response = await t.app.inject({ url: `/api/geocode.php?lat=${lat}&lon=${lon}`, cookies: { locale } });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('GET /api/geocode.php (offline reverse geocoding)', () => {
  it.each([
    ['Amsterdam', 'nl', 52.37, 4.89, { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' }],
    ['Amsterdam', 'en', 52.37, 4.89, { country: 'NL', region: 'North Holland', city: 'Amsterdam' }],
    ['Berlin', 'en', 52.52, 13.405, { country: 'DE', region: 'Berlin', city: 'Berlin' }],
    ['Warsaw', 'pl', 52.23, 21.01, { country: 'PL', region: 'Mazowieckie', city: 'Warsaw' }],
    // The city data says "Bavaria", the region data "Bayern": regions.php names it in the reader's language.
    ['Munich', 'de', 48.137, 11.575, { country: 'DE', region: 'Bayern', city: 'Munich' }],
    ['Munich', 'fr', 48.137, 11.575, { country: 'DE', region: 'Bavière', city: 'Munich' }],
  ])('finds %s for a reader of %s', async (_name, locale, lat, lon, expected) => {
    const { status, body } = await geocode(lat, lon, locale);
    expect(status).toBe(200);
    expect(GeocodeResponse.parse(body)).toEqual({ geocode: expected });
  });

  it('answers with a region regions.php lists for the country in the same language', async () => {
    const { body } = await geocode(51.44, 5.47, 'de'); // Eindhoven
    const { geocode: found } = GeocodeResponse.parse(body);
    expect(found && localizedRegions('NL', 'de').map((r) => r.name)).toContain(found && found.region);
  });

  it('leaves the region open where the data groups regions differently', async () => {
    // Alicante: the city data knows its autonomous community, regions.php lists provinces.
    const { body } = await geocode(38.345, -0.481);
    expect(GeocodeResponse.parse(body)).toEqual({ geocode: { country: 'ES', region: '', city: 'Alicante' } });
  });

  it('answers false in the middle of the North Sea: nothing found is no error', async () => {
    expect(await geocode(55.5, 3.5)).toEqual({ status: 200, body: { geocode: false } });
  });

  it('rejects coordinates that are not on the globe', async () => {
    for (const [lat, lon] of [[91, 4], ['abc', 4], [52, 181]] as const) {
      const { status, body } = await geocode(lat, lon);
      expect(status).toBe(400);
      expect(ErrorBody.parse(body).error.code).toBe('validation_failed');
    }
  });
});
