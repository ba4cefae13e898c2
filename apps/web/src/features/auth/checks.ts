/**
 * The contract's schemas the account forms check before sending, loaded on a form's first use
 * (AppForm's prepare): zod is not part of these pages' first load (issue #20).
 */
export { LoginBody, PasswordResetBody, PasswordResetRequestBody } from '@app/core';
