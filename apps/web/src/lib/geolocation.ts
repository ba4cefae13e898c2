import { GEOLOCATION_CACHE_MS, GeocodeResult } from '@app/core';
import { z } from 'zod';
import { api } from './api-client';
import { readStored, writeStored } from './browser-storage';

const STORAGE_KEY = 'geolocation';

/** The last position asked for and what it was geocoded to (false: nowhere the data names). */
const StoredLocation = z.object({
  at: z.number(),
  lat: z.number(),
  lon: z.number(),
  geocode: GeocodeResult.or(z.literal(false)),
});

export type LocateResult =
  | { status: 'found'; place: GeocodeResult }
  /** The browser knows where, the geocoder does not (at sea, far from any town). */
  | { status: 'not_found' }
  | { status: 'denied' }
  /** No fix (no signal, timed out) or no geolocation in this browser or on this insecure page. */
  | { status: 'unavailable' };

/** The browser may take its time to get a fix; past this the attempt counts as unavailable. */
const POSITION_TIMEOUT_MS = 15_000;

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      // A town is all we need: a coarse, recent fix is faster and kinder to the battery.
      enableHighAccuracy: false,
      maximumAge: GEOLOCATION_CACHE_MS,
      timeout: POSITION_TIMEOUT_MS,
    });
  });
}

/**
 * Where the member is (SPEC §7 GET /api/geocode.php, §9 cache of an hour). Asks the browser, which
 * may ask the member: call it only from the member's own action, never on page load. A position
 * and its answer younger than an hour are used again without asking anything.
 */
export async function locate(now = Date.now()): Promise<LocateResult> {
  const cached = readStored('local', STORAGE_KEY, StoredLocation);
  if (cached && now - cached.at >= 0 && now - cached.at < GEOLOCATION_CACHE_MS) return resultOf(cached.geocode);

  if (!('geolocation' in navigator)) return { status: 'unavailable' };
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    const denied = (error as GeolocationPositionError | undefined)?.code === 1; // PERMISSION_DENIED
    return { status: denied ? 'denied' : 'unavailable' };
  }
  const lat = position.coords.latitude;
  const lon = position.coords.longitude;
  const { geocode } = await api('geocode.php', 'GeocodeResponse', { query: { lat, lon } });
  writeStored('local', STORAGE_KEY, { at: now, lat, lon, geocode });
  return resultOf(geocode);
}

const resultOf = (geocode: GeocodeResult | false): LocateResult =>
  geocode ? { status: 'found', place: geocode } : { status: 'not_found' };
