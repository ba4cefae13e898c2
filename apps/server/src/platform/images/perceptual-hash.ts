import phash from 'sharp-phash';

/**
 * Two photos whose hashes differ in at most this many of the 64 bits are taken for one picture:
 * re-encoded, resized, lightly cropped or recoloured copies stay below it, different people's
 * photos lie far above (perceptual-hash.test.ts measures both).
 */
export const SAME_PHOTO_DISTANCE = 10;

/**
 * The pHash (DCT of a 32×32 greyscale copy, sharp-phash) of an image, as a signed 64-bit number so
 * PostgreSQL keeps it in a bigint and compares two with `bit_count(a # b)`.
 */
export async function perceptualHash(image: Buffer): Promise<bigint> {
  const bits = await phash(image);
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}
