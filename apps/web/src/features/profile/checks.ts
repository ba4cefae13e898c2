/**
 * The contract's schema the profile form checks before sending, loaded on the form's first use
 * (AppForm's prepare): zod is not part of the profile page's first load (issue #20).
 */
export { UpdateProfileBody } from '@app/core';
