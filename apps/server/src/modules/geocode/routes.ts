import { ErrorBody, GeocodeQuery, GeocodeResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { regionCodeFor, regionName } from '../site/region-data';
import { visitorLocale } from '../site/visitor';
import { reverseGeocode } from './reverse-geocoder';

/**
 * GET /api/geocode.php?lat=&lon= (SPEC §7). Any country is answered, not only the site's: the web
 * app decides what to do with a place the site does not serve. The region is named as
 * GET /api/regions.php names it for the same visitor, so that the app finds it in that list.
 */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geocode.php',
    { schema: { querystring: GeocodeQuery, response: { 200: GeocodeResponse, 400: ErrorBody } } },
    async (request) => {
      const place = reverseGeocode(request.query.lat, request.query.lon);
      if (!place) return { geocode: false as const };
      const code = regionCodeFor(place.country, place.region) ?? '';
      return { geocode: { ...place, region: regionName(place.country, code, visitorLocale(request)) } };
    },
  );
};
