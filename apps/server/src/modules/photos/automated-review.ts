import sharp from 'sharp';

/**
 * Below these an image is (nearly) one flat colour: a blank, a lens cap, a black screen. Real
 * photos, even dim or out-of-focus ones, score far higher (entropy 5 to 7.5 bits, deviation 20+).
 */
const MIN_ENTROPY_BITS = 2;
const MIN_CHANNEL_STDEV = 8;

export type ReviewVerdict = 'active' | 'rejected';

/** The automatic first look at an uploaded photo (its stored main JPEG); a person may still reject it later. */
export async function reviewPhoto(jpeg: Buffer): Promise<ReviewVerdict> {
  const stats = await sharp(jpeg).stats();
  const spread = Math.max(...stats.channels.map((channel) => channel.stdev));
  return stats.entropy < MIN_ENTROPY_BITS || spread < MIN_CHANNEL_STDEV ? 'rejected' : 'active';
}
