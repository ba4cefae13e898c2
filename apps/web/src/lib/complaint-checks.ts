/**
 * The contract's schemas of the complaint and appeal forms, loaded on a form's first use (AppForm's
 * prepare): zod is not part of the first load of the pages that show them (issue #20).
 */
export { AppealBody, ComplaintBody } from '@app/core';
