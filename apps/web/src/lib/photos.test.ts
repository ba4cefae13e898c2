import { describe, expect, it } from 'vitest';
import { photoSrc } from './photos';

describe('photo URLs', () => {
  it('uses the API path as it is without a CDN', () => {
    expect(photoSrc('/media/photos/3/main.jpg')).toBe('/media/photos/3/main.jpg');
  });

  it('puts the CDN prefix in front of site paths only', () => {
    expect(photoSrc('/media/photos/3/thumb.jpg', 'https://cdn.example/')).toBe('https://cdn.example/media/photos/3/thumb.jpg');
    expect(photoSrc('https://other.example/a.jpg', 'https://cdn.example')).toBe('https://other.example/a.jpg');
    expect(photoSrc('blob:abc', 'https://cdn.example')).toBe('blob:abc');
  });
});
