import { et as OkResponse, mt as UserResponse } from "./route-table-DxKv25ul.js";
import { b as api, s as useUserMutation, t as afterLogin } from "./use-session-Cd-1WGe-.js";
import { useMutation } from "@tanstack/react-query";
// src/features/auth/api.ts
/** POST /api/password-reset.php: mail a link to choose a new password. */
function useRequestPasswordReset() {
	return useMutation({ mutationFn: (body) => api("password-reset.php", OkResponse, {
		method: "POST",
		body
	}) });
}
/** POST /api/password-reset-do.php: the new password from the mailed link; the member is logged in. */
function useResetPassword() {
	return useUserMutation((body) => api("password-reset-do.php", UserResponse, {
		method: "POST",
		body
	}), afterLogin);
}
/** POST /api/mail-change-do.php: confirm the new address from the link mailed to it. */
function useConfirmMailChange() {
	return useUserMutation((body) => api("mail-change-do.php", UserResponse, {
		method: "POST",
		body
	}));
}
export { useRequestPasswordReset as n, useResetPassword as r, useConfirmMailChange as t };
