import { PhotoRejected, processPhoto, type ProcessedPhoto } from '../../platform/images/process-photo';
import { photoRejectedError } from './photo-errors';

/** Re-encodes an uploaded photo (profile photo or photo message); one the pipeline refuses is the member's mistake. */
export async function processUpload(file: Buffer): Promise<ProcessedPhoto> {
  try {
    return await processPhoto(file);
  } catch (error) {
    if (error instanceof PhotoRejected) throw photoRejectedError(error.reason);
    throw error;
  }
}
