/** At most this many bubbles: an opening line, not the whole profile. */
const MAX_BUBBLES = 3;

/**
 * A member's about text as chat bubbles: its sentences, merged into at most three bubbles of
 * roughly even length, the way people type a message in a few bursts.
 */
export function chatBubbles(about: string): string[] {
  const sentences = about
    .trim()
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  if (sentences.length <= MAX_BUBBLES) return sentences;
  const perBubble = Math.ceil(sentences.length / MAX_BUBBLES);
  return Array.from({ length: MAX_BUBBLES }, (_, index) => sentences.slice(index * perBubble, (index + 1) * perBubble).join(' ')).filter(Boolean);
}

/** How long the member "types" a bubble: longer texts take a little longer, never a long wait. */
export const typingTime = (text: string) => Math.min(700 + text.length * 18, 1800);
