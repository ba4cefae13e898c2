/** Where a pin sits on the radar, in percent of its width and height (the centre is 50, 50). */
export interface PinSpot {
  left: number;
  top: number;
}

/** Half the radar in percent, less a margin so pins and their city labels stay inside. */
const RADIUS = 42;
/** Pins alternate between an inner and an outer ring, so neighbours never cover each other. */
const RINGS = [0.5, 0.9];
const GOLDEN_ANGLE = 137.508;

/** A member's own direction from the centre, in degrees: the same on every visit. */
const bearing = (id: number) => (id * GOLDEN_ANGLE) % 360;

/**
 * Each member's place comes from their id: the pins go round the radar in the order of their
 * bearings, evenly spaced and nudged a little each, so the map looks scattered but stays legible.
 */
export function pinSpots(ids: readonly number[]): PinSpot[] {
  const slots = new Map([...ids].sort((a, b) => bearing(a) - bearing(b)).map((id, rank) => [id, rank]));
  const step = 360 / Math.max(ids.length, 1);
  return ids.map((id) => {
    const rank = slots.get(id)!;
    const nudge = ((id * 7) % 11) - 5;
    const radians = ((-90 + rank * step + nudge) * Math.PI) / 180;
    const distance = RINGS[rank % RINGS.length]! * RADIUS;
    return { left: 50 + distance * Math.cos(radians), top: 50 + distance * Math.sin(radians) };
  });
}
