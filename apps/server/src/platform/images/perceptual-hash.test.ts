import sharp from 'sharp';
import distance from 'sharp-phash/distance';
import { describe, expect, it } from 'vitest';
import { realPhoto } from '../../test/photos';
import { perceptualHash, SAME_PHOTO_DISTANCE } from './perceptual-hash';
import { processPhoto } from './process-photo';

/** The hash as sharp-phash's own 64-character bit string, so its distance function checks ours independently. */
const bits = (hash: bigint) => BigInt.asUintN(64, hash).toString(2).padStart(64, '0');
const apart = async (a: Buffer, b: Buffer) => distance(bits(await perceptualHash(a)), bits(await perceptualHash(b)));

describe('perceptual hash', () => {
  it('keeps copies of one photo within the distance: re-encoded, shrunk, brightened', async () => {
    const photo = await realPhoto();
    const copies = [
      (await processPhoto(photo)).main,
      await sharp(photo).resize(300).jpeg({ quality: 50 }).toBuffer(),
      await sharp(photo).modulate({ brightness: 1.15 }).jpeg().toBuffer(),
    ];
    for (const copy of copies) expect(await apart(photo, copy)).toBeLessThanOrEqual(SAME_PHOTO_DISTANCE);
    expect(await apart(photo, photo)).toBe(0);
  });

  it('puts different photos beyond it', async () => {
    const photos = await Promise.all(Array.from({ length: 5 }, () => realPhoto()));
    for (const [i, a] of photos.entries()) {
      for (const b of photos.slice(i + 1)) expect(await apart(a, b)).toBeGreaterThan(SAME_PHOTO_DISTANCE);
    }
  });

});
