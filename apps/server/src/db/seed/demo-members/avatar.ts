import type { Gender, HairColour } from '@app/core';
import type { avataaars } from '@dicebear/collection';
import { createAvatar, type Style } from '@dicebear/core';
import sharp from 'sharp';
import { BACKGROUNDS, CLOTHES_COLOURS, HAIR_HEX, SKIN_COLOURS } from './people';
import type { Random } from './random';

type AvatarOptions = typeof avataaars extends Style<infer O> ? O : never;
type Top = NonNullable<AvatarOptions['top']>[number];

const SHORT_TOPS: Top[] = ['shortFlat', 'shortRound', 'shortWaved', 'shortCurly', 'theCaesar', 'theCaesarAndSidePart', 'sides', 'shavedSides', 'frizzle', 'dreads01'];
const LONG_TOPS: Top[] = ['bob', 'bun', 'curly', 'curvy', 'longButNotTooLong', 'straight01', 'straight02', 'straightAndStrand', 'bigHair'];

/** What stays the same on every photo of one member: the face. */
export interface Look {
  seed: string;
  skin: string;
  hair: string;
  top: Top | null;
  facialHair: NonNullable<AvatarOptions['facialHair']>[number] | null;
  /** Reading glasses on every photo, which most people past fifty wear. */
  glasses: boolean;
}

export function chooseLook(random: Random, seed: string, gender: Gender, hairColour: HairColour | null, age: number): Look {
  return {
    seed,
    skin: random.pick(SKIN_COLOURS),
    hair: HAIR_HEX[hairColour === null || hairColour === 'bald' ? 'brown' : hairColour],
    top: hairColour === 'bald' ? null : random.pick(gender === 'male' && random.chance(0.85) ? SHORT_TOPS : LONG_TOPS),
    facialHair:
      gender === 'male' && random.chance(0.45)
        ? random.pick(['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy', 'moustacheMagnum'] as const)
        : null,
    glasses: random.chance(age >= 50 ? 0.6 : 0.1),
  };
}

/**
 * Demo photos are this big: as sharp as a profile page shows them, and small enough that seeding
 * two demo sites keeps start-up quick (processing the photo is most of the seeding time).
 */
const PHOTO_EDGE = 600;

/** The photo's pixels: each photo of a member varies clothes, expression and background. */
export async function renderAvatarPng(random: Random, look: Look, photoIndex: number): Promise<Buffer> {
  // The avatar styles (a large module) load with the first demo photo: most starts render none.
  const { avataaars } = await import('@dicebear/collection');
  const svg = createAvatar(avataaars, {
    seed: `${look.seed}-${photoIndex}`,
    size: PHOTO_EDGE,
    skinColor: [look.skin],
    hairColor: [look.hair],
    facialHairColor: [look.hair],
    top: look.top ? [look.top] : undefined,
    topProbability: look.top ? 100 : 0,
    facialHair: look.facialHair ? [look.facialHair] : undefined,
    facialHairProbability: look.facialHair ? 100 : 0,
    clothesColor: [random.pick(CLOTHES_COLOURS)],
    backgroundColor: [random.pick(BACKGROUNDS)],
    backgroundType: ['solid'],
    // Sunglasses now and then, else the member's own glasses.
    ...(look.glasses
      ? { accessories: [random.pick(['prescription01', 'prescription02', 'round'] as const)], accessoriesProbability: 100 }
      : { accessories: ['sunglasses', 'wayfarers'], accessoriesProbability: random.chance(0.15) ? 100 : 0 }),
    mouth: [random.pick(['smile', 'default', 'twinkle', 'serious'] as const)],
    eyes: [random.pick(['default', 'happy', 'wink', 'side', 'squint'] as const)],
    // A dating photo looks friendly: no angry, sad or frowning brows.
    eyebrows: [random.pick(['default', 'defaultNatural', 'flatNatural', 'raisedExcited', 'raisedExcitedNatural', 'upDownNatural'] as const)],
  }).toString();
  // A fast PNG: it is decoded again at once by processPhoto, like an upload.
  return sharp(Buffer.from(svg)).resize(PHOTO_EDGE, PHOTO_EDGE).png({ compressionLevel: 0 }).toBuffer();
}
