import type { PasswordResetBody, PasswordResetRequestBody, TokenBody } from '@app/core';
import { useMutation } from '@tanstack/react-query';
import { afterLogin, useUserMutation } from '../../hooks/use-session';
import { api } from '../../lib/api-client';

/** POST /api/password-reset.php: mail a link to choose a new password. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) => api('password-reset.php', 'OkResponse', { method: 'POST', body }),
  });
}

/** POST /api/password-reset-do.php: the new password from the mailed link; the member is logged in. */
export function useResetPassword() {
  return useUserMutation(
    (body: PasswordResetBody) => api('password-reset-do.php', 'UserResponse', { method: 'POST', body }),
    afterLogin,
  );
}

/** POST /api/mail-change-do.php: confirm the new address from the link mailed to it. */
export function useConfirmMailChange() {
  return useUserMutation((body: TokenBody) => api('mail-change-do.php', 'UserResponse', { method: 'POST', body }));
}
