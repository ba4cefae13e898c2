/**
 * The contract's schemas the settings forms check before sending, loaded on a form's first use
 * (AppForm's prepare): zod is not part of the settings page's first load (issue #20).
 */
export { ChangePasswordBody, DeleteAccountBody, MailChangeBody, nameIsNotEmail, UpdateProfileBody, UpdateUserBody } from '@app/core';
