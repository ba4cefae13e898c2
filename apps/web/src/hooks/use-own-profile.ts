import type { UpdateProfileBody } from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { userQuery } from '../lib/session';

/** GET /api/profile.php: the member's own profile, every field (the profile page, settings' location). */
export const ownProfileQuery = queryOptions({
  queryKey: ['own-profile'],
  queryFn: ({ signal }) => api('profile.php', 'OwnProfileResponse', { signal }),
});

/** PUT /api/profile.php: the answer is the stored profile; the session's name and place follow. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api('profile.php', 'OwnProfileResponse', { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ownProfileQuery.queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
    },
  });
}
