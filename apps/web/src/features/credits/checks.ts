/**
 * The contract's schema the discount code is checked with before it is sent, loaded as the member
 * starts on the field (the form's first focus): zod is not part of the checkout's first load (issue #20).
 */
export { DiscountCodeText } from '@app/core';
