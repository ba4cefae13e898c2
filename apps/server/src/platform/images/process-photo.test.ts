import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngClaiming } from '../../test/photos';
import { PHOTO_LIMITS, processPhoto } from './process-photo';

/** A real photo-like JPEG: a gradient with camera EXIF (GPS included) and a sideways orientation. */
async function cameraJpeg(width: number, height: number, orientation = 1) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 60 } },
  })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#1eaddb"/></svg>`) }])
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' },
    })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

describe('processPhoto', () => {
  it('re-encodes to JPEG without any metadata, GPS included', async () => {
    const input = await cameraJpeg(1200, 900);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const photo = await processPhoto(input);
    for (const image of [photo.main, photo.thumb, photo.blurred]) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(image.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('applies the camera orientation before dropping it', async () => {
    const photo = await processPhoto(await cameraJpeg(1200, 900, 6));
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 900, height: 1200 });
    expect((await sharp(photo.main).metadata()).orientation).toBeUndefined();
  });

  it('shrinks large photos and makes a square thumbnail and a small blurred copy', async () => {
    const photo = await processPhoto(await cameraJpeg(4000, 3000));
    expect(Math.max(photo.width, photo.height)).toBe(PHOTO_LIMITS.mainEdge);
    const thumb = await sharp(photo.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([PHOTO_LIMITS.thumbEdge, PHOTO_LIMITS.thumbEdge]);
    const blurred = await sharp(photo.blurred).metadata();
    expect(blurred.width).toBe(PHOTO_LIMITS.blurredEdge);
  });

  it('accepts PNG, WebP and AVIF', async () => {
    const base = sharp({ create: { width: 600, height: 600, channels: 3, background: '#777' } });
    await expect(processPhoto(await base.clone().png().toBuffer())).resolves.toBeDefined();
    await expect(processPhoto(await base.clone().webp().toBuffer())).resolves.toBeDefined();
    await expect(processPhoto(await base.clone().avif().toBuffer())).resolves.toBeDefined();
  });

  it('rejects what is not an image, too small, or too large', async () => {
    await expect(processPhoto(Buffer.from('%PDF-1.4 not a photo'))).rejects.toMatchObject({ reason: 'not_an_image' });
    await expect(processPhoto(await cameraJpeg(150, 150))).rejects.toMatchObject({ reason: 'too_small' });
    await expect(processPhoto(Buffer.alloc(PHOTO_LIMITS.maxBytes + 1))).rejects.toMatchObject({ reason: 'too_large' });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    // A small PNG whose header says 100 megapixels.
    const bomb = await pngClaiming(10_000, 10_000);
    expect(bomb.byteLength).toBeLessThan(PHOTO_LIMITS.maxBytes);
    await expect(processPhoto(bomb)).rejects.toMatchObject({ reason: 'too_many_pixels' });
  });
});
