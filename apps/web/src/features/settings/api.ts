import type { ChangePasswordBody, DeleteAccountBody, MailChangeBody } from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { leaveSession } from '../../lib/session';
import { pathFor } from '../../route-table';

/** POST /api/password.php */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api('password.php', 'OkResponse', { method: 'POST', body }),
  });
}

/** POST /api/mail-change.php: a confirmation link goes to the new address. */
export function useRequestMailChange() {
  return useMutation({
    mutationFn: (body: MailChangeBody) => api('mail-change.php', 'OkResponse', { method: 'POST', body }),
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
    mutationFn: (body: DeleteAccountBody) => api('user.php', 'OkResponse', { method: 'DELETE', body, repeatable: false }),
    onSuccess: () => leaveSession(queryClient, () => navigate(pathFor('account-deleted'), { replace: true })),
  });
}

/** POST /api/retention-code.php: the member takes the offer to stay; the same personal code each time. */
export function useTakeRetentionOffer() {
  return useMutation({
    mutationFn: () => api('retention-code.php', 'RetentionCodeResponse', { method: 'POST', repeatable: true }).then((answer) => answer.discount_code),
  });
}

/** While a copy of the member's data is being prepared, its state is asked for again this often. */
const PREPARING_POLL_MS = 3000;

/** GET /api/data-export.php: the member's latest request for a copy of their data. */
export const dataExportQuery = queryOptions({
  queryKey: ['data-export'],
  queryFn: ({ signal }) => api('data-export.php', 'DataExportResponse', { signal }),
  refetchInterval: (query) => (query.state.data?.data_export?.status === 'preparing' ? PREPARING_POLL_MS : false),
});

/** POST /api/data-export.php: asks for a new copy (once a day); the answer is the new state. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('data-export.php', 'DataExportResponse', { method: 'POST' }),
    onSuccess: (state) => queryClient.setQueryData(dataExportQuery.queryKey, state),
  });
}
