import { AppError } from '../../http/app-error';
import { PHOTO_LIMITS, type PhotoRejection } from '../../platform/images/process-photo';

const MAX_MB = PHOTO_LIMITS.maxBytes / (1024 * 1024);
const MAX_MEGAPIXELS = Math.floor(PHOTO_LIMITS.maxInputPixels / 1_000_000);

/** The answer to an upload the image pipeline (or the size limit of the upload itself) refused. */
export function photoRejectedError(reason: PhotoRejection): AppError {
  switch (reason) {
    case 'too_large':
      return new AppError('photo_too_large', 400, `The photo is too large (at most ${MAX_MB} MB).`, undefined, {
        max_mb: MAX_MB,
      });
    case 'too_many_pixels':
      return new AppError(
        'photo_too_many_pixels',
        400,
        `The photo has too many pixels (at most ${MAX_MEGAPIXELS} megapixels).`,
        undefined,
        { max_megapixels: MAX_MEGAPIXELS },
      );
    case 'too_small':
      return new AppError(
        'photo_too_small',
        400,
        `The photo is too small (at least ${PHOTO_LIMITS.minEdge} pixels on each side).`,
        undefined,
        { min_pixels: PHOTO_LIMITS.minEdge },
      );
    case 'not_an_image':
      return new AppError('photo_invalid', 400, 'This file is not a photo we can use (JPEG, PNG, WebP or AVIF).');
  }
}

export const photoLimitReached = (limit: number) =>
  new AppError('photo_limit_reached', 403, `You can have at most ${limit} photos.`, undefined, { limit });
