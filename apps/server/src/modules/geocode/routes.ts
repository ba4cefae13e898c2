import { ErrorBody, GeocodeQuery, GeocodeResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reverseGeocode } from './reverse-geocoder';

/**
 * GET /api/geocode.php?lat=&lon= (SPEC §7). Any country is answered, not only the site's: the web
 * app decides what to do with a place the site does not serve.
 */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geocode.php',
    { schema: { querystring: GeocodeQuery, response: { 200: GeocodeResponse, 400: ErrorBody } } },
    async (request) => ({ geocode: reverseGeocode(request.query.lat, request.query.lon) ?? (false as const) }),
  );
};
