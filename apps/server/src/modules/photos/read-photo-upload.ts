import { nulCharacterPath, PHOTO_FILE_FIELD } from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, invalidField, validationFailed } from '../../http/app-error';
import { PHOTO_LIMITS } from '../../platform/images/process-photo';
import { photoRejectedError } from './photo-errors';

/** What the multipart parser reads of a photo upload: one file, no larger than a photo may be, and a few fields. */
export const PHOTO_UPLOAD_LIMITS = { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 };

/**
 * A multipart photo upload: one file in field PHOTO_FILE_FIELD, and text fields checked by `Fields`. The
 * upload stops at the size limit, which is the same refusal as an oversized photo; a body the
 * parser cannot read (no boundary, cut off early) is the client's mistake, so a 400.
 */
export async function readPhotoUpload<Fields extends z.ZodType>(
  request: FastifyRequest,
  Fields: Fields,
): Promise<{ file: Buffer; fields: z.output<Fields> }> {
  let file: Buffer | undefined;
  const values: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FILE_FIELD) throw invalidField(part.fieldname, 'invalid');
        file = await part.toBuffer();
      } else {
        values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw photoRejectedError('too_large');
    // Ours, and the plugin's own limits (413), already say what is wrong.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    const reason = String((error as Error).message).replace(/\.$/, '');
    throw new AppError('validation_failed', 400, `The upload is not a complete multipart/form-data body: ${reason}.`);
  }
  // The NUL guard sees JSON, query and path; multipart fields are read here.
  const nul = nulCharacterPath(values);
  if (nul !== null) throw invalidField(nul, 'invalid');
  const parsed = Fields.safeParse(values);
  if (!parsed.success) throw validationFailed(parsed.error);
  if (!file) throw invalidField(PHOTO_FILE_FIELD, 'required');
  return { file, fields: parsed.data };
}
