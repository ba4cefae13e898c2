import type { EmailCheckBody } from '@app/core';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /api/signup.php?check=email: is the address still free? Asked before leaving step 0. */
export function useEmailCheck() {
  return useMutation({
    mutationFn: (body: EmailCheckBody) =>
      api('signup.php', 'EmailCheckResponse', { method: 'POST', query: { check: 'email' }, body, repeatable: true }),
  });
}

/** GET /api/signup-matches.php: the members suggested to a new member. */
export const signupMatchesQuery = queryOptions({
  queryKey: ['signup-matches'],
  queryFn: ({ signal }) => api('signup-matches.php', 'SignupMatchesResponse', { signal }),
});
