// @vitest-environment jsdom
import { GEOLOCATION_CACHE_MS } from '@app/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/chat-fixtures';
import { locate } from './geolocation';

const AMSTERDAM = { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' };

let asked: number;
function browserAnswers(answer: { lat: number; lon: number } | { code: number }) {
  asked = 0;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        asked += 1;
        if ('code' in answer) fail({ code: answer.code } as GeolocationPositionError);
        else ok({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
      },
    },
  });
}

let geocodeCalls: string[];
beforeEach(() => {
  localStorage.clear();
  geocodeCalls = [];
  vi.stubGlobal('fetch', async (url: string) => {
    geocodeCalls.push(url);
    return json(200, { geocode: url.includes('lat=55.5') ? false : AMSTERDAM });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('locate (SPEC §7 geocode, §9 one-hour cache)', () => {
  it('asks the browser, geocodes the position and keeps both for an hour', async () => {
    browserAnswers({ lat: 52.37, lon: 4.89 });
    const start = 1_000_000;
    expect(await locate(start)).toEqual({ status: 'found', place: AMSTERDAM });
    expect(geocodeCalls).toEqual(['/api/geocode.php?lat=52.37&lon=4.89']);

    expect(await locate(start + GEOLOCATION_CACHE_MS - 1)).toEqual({ status: 'found', place: AMSTERDAM });
    expect(asked).toBe(1);
    expect(geocodeCalls).toHaveLength(1);

    expect(await locate(start + GEOLOCATION_CACHE_MS)).toEqual({ status: 'found', place: AMSTERDAM });
    expect(asked).toBe(2);
    expect(geocodeCalls).toHaveLength(2);
  });

  it('tells a place the geocoder does not know (false) from a refusal and from no fix', async () => {
    browserAnswers({ lat: 55.5, lon: 3.5 });
    expect(await locate()).toEqual({ status: 'not_found' });
    localStorage.clear();
    browserAnswers({ code: 1 });
    expect(await locate()).toEqual({ status: 'denied' });
    browserAnswers({ code: 3 });
    expect(await locate()).toEqual({ status: 'unavailable' });
    // Neither a refusal nor a failure is cached: the next click asks again.
    expect(asked).toBe(1);
  });
});
