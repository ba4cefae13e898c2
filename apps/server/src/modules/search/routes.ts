import { ErrorBody, MatchFinderResponse, SearchQuery, SearchResponse, SignupMatchesResponse } from '@app/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DAY_MS } from '../../platform/clock';
import type { MemberAnswers } from '../session/member-answers';
import { memberOf, memberRoutes } from '../session/require-member';
import type { SearchService } from './service';

/** Remembers the traffic network a visitor arrived from, so later searches need not repeat it. */
export const TRAFFIC_SOURCE_COOKIE = 'trafficsource';
const TRAFFIC_SOURCE_DAYS = 30;

/** SPEC §4: a visitor comes from a traffic source when the search names a network or an earlier one did. */
function fromTrafficSource(request: FastifyRequest, reply: FastifyReply, network: string | undefined): boolean {
  if (network) {
    reply.setCookie(TRAFFIC_SOURCE_COOKIE, network, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
      maxAge: (TRAFFIC_SOURCE_DAYS * DAY_MS) / 1000,
    });
    return true;
  }
  return Boolean(request.cookies[TRAFFIC_SOURCE_COOKIE]);
}

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService; answers: MemberAnswers }> = async (app, { search, answers }) => {
  // Open to visitors as far as the site's logged_out_search settings allow; the service decides.
  app.get(
    '/search.php',
    { schema: { querystring: SearchQuery, response: { 200: SearchResponse, 400: ErrorBody, 403: ErrorBody } } },
    async (request, reply) =>
      answers.send(request, reply, () =>
        search.search(
          request.site,
          {
            member: request.member,
            fromTrafficSource: request.member ? false : fromTrafficSource(request, reply, request.query.network),
          },
          request.query,
        ),
      ),
  );

  memberRoutes(app, (member) => {
    member.get(
      '/match-finder.php',
      { schema: { response: { 200: MatchFinderResponse, 403: ErrorBody } } },
      async (request) => search.matchFinder(memberOf(request)),
    );
    member.get(
      '/signup-matches.php',
      { schema: { response: { 200: SignupMatchesResponse, 403: ErrorBody } } },
      async (request) => search.signupMatches(memberOf(request)),
    );
  });
};
