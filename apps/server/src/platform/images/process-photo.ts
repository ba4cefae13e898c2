import sharp from 'sharp';

// libvips keeps the results of recent operations (up to 50 MB) to answer a repeat at once. The
// server never processes one image twice, so for the whole process the cache would only hold memory.
sharp.cache(false);

/** Bounds for an uploaded photo; a phone camera's 50-megapixel shot still fits. */
export const PHOTO_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxInputPixels: 8192 * 8192,
  minEdge: 200,
  mainEdge: 1600,
  thumbEdge: 400,
  /** Private photos are sent to those who may not see them only as this small, heavy blur. */
  blurredEdge: 200,
} as const;

/** too_large: more bytes than maxBytes; too_many_pixels: decodes to more than maxInputPixels. */
export type PhotoRejection = 'too_large' | 'too_many_pixels' | 'not_an_image' | 'too_small';

export class PhotoRejected extends Error {
  constructor(readonly reason: PhotoRejection) {
    super(`photo rejected: ${reason}`);
    this.name = 'PhotoRejected';
  }
}

export interface ProcessedPhoto {
  main: Buffer;
  thumb: Buffer;
  blurred: Buffer;
  width: number;
  height: number;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif', 'tiff']);

/**
 * Re-encodes an upload into the three JPEGs the site serves. Decoding is bounded
 * (`limitInputPixels`) so a decompression bomb fails fast; re-encoding drops every piece of
 * metadata (EXIF GPS included) after `.rotate()` has applied the camera's orientation.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.byteLength > PHOTO_LIMITS.maxBytes) throw new PhotoRejected('too_large');
  const source = () => sharp(input, { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'error' }).rotate();

  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, { limitInputPixels: PHOTO_LIMITS.maxInputPixels }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new PhotoRejected('not_an_image');
    // Orientations 5 to 8 are stored on their side.
    const sideways = (meta.orientation ?? 1) >= 5;
    width = sideways ? meta.height : meta.width;
    height = sideways ? meta.width : meta.height;
  } catch (error) {
    if (error instanceof PhotoRejected) throw error;
    throw new PhotoRejected(/pixel limit/i.test(String(error)) ? 'too_many_pixels' : 'not_an_image');
  }
  if (Math.min(width, height) < PHOTO_LIMITS.minEdge) throw new PhotoRejected('too_small');

  try {
    const [main, thumb, blurred] = await Promise.all([
      source()
        .resize(PHOTO_LIMITS.mainEdge, PHOTO_LIMITS.mainEdge, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
      source()
        .resize(PHOTO_LIMITS.thumbEdge, PHOTO_LIMITS.thumbEdge, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer(),
      source()
        .resize(PHOTO_LIMITS.blurredEdge, PHOTO_LIMITS.blurredEdge, { fit: 'cover' })
        .blur(18)
        .jpeg({ quality: 60 })
        .toBuffer(),
    ]);
    return { main: main.data, thumb, blurred, width: main.info.width, height: main.info.height };
  } catch {
    throw new PhotoRejected('not_an_image');
  }
}
