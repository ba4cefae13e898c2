import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from './build-test-app';

/** Helpers for the photo, media and profile tests: real images made with sharp, uploaded as multipart. */

/** A photo-like image: random colours, smoothly enlarged, so it has the spread of a real photo. */
export async function realPhoto({
  width = 640,
  height = 480,
  format = 'jpeg',
}: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp' } = {}): Promise<Buffer> {
  const [w, h] = [Math.ceil(width / 8), Math.ceil(height / 8)];
  return sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .toFormat(format)
    .toBuffer();
}

/** One flat colour: what the automatic review turns away. */
export async function blankPhoto(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .jpeg()
    .toBuffer();
}

/**
 * A PNG of a few hundred bytes whose header claims width × height pixels: a decompression bomb as
 * far as anything reading the header can tell.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4), ..., CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string | { file: Buffer; name?: string; type?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.file], { type: value.type ?? 'image/jpeg' }), value.name ?? 'photo.jpg');
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

/** POST /api/photos.php with the image in field `photo`; `private` when given. */
export async function uploadPhoto(
  t: TestApp,
  headers: Record<string, string>,
  image: Buffer,
  options: { private?: string } = {},
) {
  const { payload, contentType } = await multipart({
    ...(options.private === undefined ? {} : { private: options.private }),
    photo: { file: image },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}
