import { z } from 'zod';
import { ERROR_CODES, STAFF_ERROR_CODES } from './error-codes';

/** The codes a member can meet, each with a text in the member app's catalogues. */
export type MemberErrorCode = (typeof ERROR_CODES)[number];
export const ErrorCode = z.enum([...ERROR_CODES, ...STAFF_ERROR_CODES]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    /** For validation_failed: which field broke which rule, by dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Values the translated message needs, e.g. { minutes: 15 } for too_many_attempts. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
