import type { Gift } from '@app/core';

/**
 * The gift catalogue. Each image is a small SVG written here (nothing downloaded), served at
 * /media/gifts/<id>.svg; every gift costs the site's gift_credits.
 */
interface GiftDefinition {
  id: string;
  background: string;
  /** SVG elements drawn on a 64×64 canvas. */
  body: string;
}

const GIFTS: readonly GiftDefinition[] = [
  {
    id: 'rose',
    background: '#fde2e4',
    body: '<path d="M32 36v20" stroke="#2d6a4f" stroke-width="3"/><path d="M32 48c-6-2-9-6-9-9 4 0 8 3 9 9z" fill="#40916c"/><circle cx="32" cy="24" r="11" fill="#d50918"/><path d="M26 22c3-5 9-5 12 0-3 3-9 3-12 0z" fill="#9d0610"/>',
  },
  {
    id: 'heart',
    background: '#ffe5ec',
    body: '<path d="M32 52 14 34c-5-5-5-13 0-17s12-3 18 4c6-7 13-8 18-4s5 12 0 17z" fill="#e63946"/>',
  },
  {
    id: 'champagne',
    background: '#fff3bf',
    body: '<path d="M24 10h16l-2 18a6 6 0 0 1-12 0z" fill="#f6c445"/><path d="M32 34v14M24 52h16" stroke="#8d6e0a" stroke-width="3"/><circle cx="30" cy="18" r="1.5" fill="#fff"/><circle cx="34" cy="23" r="1.5" fill="#fff"/>',
  },
  {
    id: 'teddy',
    background: '#f1e3d3',
    body: '<circle cx="20" cy="18" r="7" fill="#a0522d"/><circle cx="44" cy="18" r="7" fill="#a0522d"/><circle cx="32" cy="30" r="15" fill="#b5673a"/><ellipse cx="32" cy="36" rx="7" ry="5" fill="#e6b98f"/><circle cx="26" cy="27" r="2" fill="#222"/><circle cx="38" cy="27" r="2" fill="#222"/><circle cx="32" cy="34" r="2" fill="#222"/>',
  },
  {
    id: 'chocolate',
    background: '#efe0d0',
    body: '<rect x="16" y="14" width="32" height="38" rx="3" fill="#5c3317"/><path d="M16 27h32M16 39h32M32 14v38" stroke="#3e220f" stroke-width="2"/>',
  },
  {
    id: 'diamond',
    background: '#e0f7fa',
    body: '<path d="M20 16h24l10 12-22 26-22-26z" fill="#4dd0e1"/><path d="M10 28h44M20 16l12 38 12-38" stroke="#00838f" stroke-width="1.5" fill="none"/>',
  },
  {
    id: 'kiss',
    background: '#fce4ec',
    body: '<path d="M12 32c6-8 12-10 20-6 8-4 14-2 20 6-6 8-12 12-20 12s-14-4-20-12z" fill="#d81b60"/><path d="M12 32c8 2 32 2 40 0" stroke="#880e4f" stroke-width="2" fill="none"/>',
  },
  {
    id: 'cupcake',
    background: '#f3e5f5',
    body: '<path d="M20 34h24l-4 18H24z" fill="#ce93d8"/><path d="M18 34c0-10 6-16 14-16s14 6 14 16z" fill="#f8bbd0"/><circle cx="32" cy="15" r="4" fill="#d50918"/>',
  },
  {
    id: 'coffee',
    background: '#ede0d4',
    body: '<rect x="16" y="26" width="26" height="24" rx="4" fill="#7f5539"/><path d="M42 31h4a5 5 0 0 1 0 10h-4" stroke="#7f5539" stroke-width="3" fill="none"/><path d="M24 12c-3 4 3 6 0 10M32 12c-3 4 3 6 0 10" stroke="#9c6644" stroke-width="2" fill="none"/>',
  },
  {
    id: 'star',
    background: '#fff8e1',
    body: '<path d="m32 10 6.5 14 15.5 2-11.5 10.5 3 15.5L32 44.5 18.5 52l3-15.5L10 26l15.5-2z" fill="#ffc107"/>',
  },
  {
    id: 'balloon',
    background: '#e3f2fd',
    body: '<ellipse cx="32" cy="26" rx="13" ry="16" fill="#1eaddb"/><path d="M32 42l-3 4h6zM32 46c-4 4 4 6 0 12" stroke="#555" stroke-width="1.5" fill="none"/>',
  },
  {
    id: 'ring',
    background: '#f5f5f5',
    body: '<circle cx="32" cy="38" r="13" stroke="#d4af37" stroke-width="5" fill="none"/><path d="M26 18h12l4 5-10 7-10-7z" fill="#81d4fa"/>',
  },
];

const BY_ID = new Map(GIFTS.map((gift) => [gift.id, gift]));

export const GIFT_IDS: readonly string[] = GIFTS.map((gift) => gift.id);

export function isGift(id: string): boolean {
  return BY_ID.has(id);
}

export function giftImageUrl(id: string): string {
  return `/media/gifts/${id}.svg`;
}

export function giftView(id: string, credits: number): Gift {
  return { id, image_url: giftImageUrl(id), credits };
}

/** The SVG document of a gift, or undefined for an unknown id. */
export function giftSvg(id: string): string | undefined {
  const gift = BY_ID.get(id);
  if (!gift) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="128" height="128" role="img" aria-label="${gift.id}"><rect width="64" height="64" rx="14" fill="${gift.background}"/>${gift.body}</svg>`;
}
