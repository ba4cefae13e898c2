import type { LoginBody, SignupBody, UpdateUserBody, User, UserResponse } from '@app/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { followMemberLanguage } from '../i18n/i18n';
import { api } from '../lib/api-client';
import { leaveSession, setSessionUser, userQuery } from '../lib/session';
import { pathFor } from '../route-table';

/** The logged-in member: `data` is the user, null for a visitor, undefined until known. */
export function useCurrentUser() {
  return useQuery(userQuery);
}

/** A call whose answer is the (changed or newly logged-in) user, kept as the session. */
export function useUserMutation<Body>(call: (body: Body) => Promise<UserResponse>, then?: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ user }) => {
      setSessionUser(queryClient, user);
      if (user) then?.(user);
    },
  });
}

/** Logging in, however it happens, brings the member's own language along (SPEC §7). */
export const afterLogin = (user: User) => followMemberLanguage(user.language);

export function useLogin() {
  return useUserMutation((body: LoginBody) => api('user.php', 'UserResponse', { method: 'POST', body }), afterLogin);
}

export function useSignup() {
  return useUserMutation((body: SignupBody) => api('signup.php', 'UserResponse', { method: 'POST', body }));
}

/** PUT /api/user.php: name, language, location, notification settings. */
export function useUpdateUser() {
  return useUserMutation((body: UpdateUserBody) => api('user.php', 'UserResponse', { method: 'PUT', body }));
}

/** Logs out and goes home (lib/session leaveSession: no member call goes out after the logout). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api('logout.php', 'OkResponse'),
    onSuccess: () => leaveSession(queryClient, () => navigate(pathFor('index'))),
  });
}
