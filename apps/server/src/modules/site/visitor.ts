import { COUNTRY_COOKIE, CountryCode, isLocale, type Locale, LOCALE_COOKIE } from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { SiteRow } from './site-row';
import { siteLocale, type VisitorContext } from './service';

/** Cloudflare's codes for an unknown origin and for Tor are not countries. */
const NOT_COUNTRIES = new Set(['XX', 'T1']);

function countryOrNull(value: unknown) {
  // Most requests carry none: no failed parse (zod builds its error) for that.
  if (typeof value !== 'string') return null;
  const parsed = CountryCode.safeParse(value.toUpperCase());
  return parsed.success && !NOT_COUNTRIES.has(parsed.data) ? parsed.data : null;
}

/**
 * The visitor's country as the edge proxy reports it (only through a proxy TRUST_PROXY names), else
 * as the IP database places their address; and as they chose it. A trusted cf-ipcountry is the
 * answer even when it says unknown or Tor: the edge saw the connection, the database only an address.
 */
export function visitorOf(request: FastifyRequest): VisitorContext {
  const edgeCountry = request.viaTrustedProxy ? request.headers['cf-ipcountry'] : undefined;
  return {
    geoipCountry: countryOrNull(edgeCountry ?? request.ipCountry),
    selectedCountry: countryOrNull(request.cookies[COUNTRY_COOKIE]),
  };
}

/** The language a visitor reads, as the web app picks it: the one they chose (the `locale` cookie), else the site's. */
export function visitorLocale(request: FastifyRequest, site: SiteRow = request.site): Locale {
  const chosen = request.cookies[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : siteLocale(site);
}
