import { type ChangePasswordBody, type DeleteAccountBody, type MailChangeBody, OkResponse, RetentionCodeResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { leaveSession } from '../../lib/session';
import { pathFor } from '../../route-table';

/** POST /api/password.php */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api('password.php', OkResponse, { method: 'POST', body }),
  });
}

/** POST /api/mail-change.php: a confirmation link goes to the new address. */
export function useRequestMailChange() {
  return useMutation({
    mutationFn: (body: MailChangeBody) => api('mail-change.php', OkResponse, { method: 'POST', body }),
  });
}

/**
 * DELETE /api/user.php: the account is pending deletion and the session is over. The goodbye page
 * shows first, so leaving the members-only settings does not detour through the login page.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api('user.php', OkResponse, { method: 'DELETE', body }),
    onSuccess: () => leaveSession(queryClient, () => navigate(pathFor('account-deleted'), { replace: true })),
  });
}

/** POST /api/retention-code.php: the member takes the offer to stay; the same personal code each time. */
export function useTakeRetentionOffer() {
  return useMutation({
    mutationFn: () => api('retention-code.php', RetentionCodeResponse, { method: 'POST' }).then((answer) => answer.discount_code),
  });
}
