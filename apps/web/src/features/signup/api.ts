import { type EmailCheckBody, EmailCheckResponse } from '@app/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /api/signup.php?check=email: is the address still free? Asked before leaving step 0. */
export function useEmailCheck() {
  return useMutation({
    mutationFn: (body: EmailCheckBody) =>
      api('signup.php', EmailCheckResponse, { method: 'POST', query: { check: 'email' }, body }),
  });
}
