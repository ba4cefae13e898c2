/** Arcs that draw a circle in a path: the icons stay one path each. */
const circle = (x: number, y: number, r: number) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** The interests the picker offers: everyday ones any niche shares, each with a line icon (24×24). */
export const PICKER_INTERESTS = {
  travelling: 'M3 11 21 3l-7 18-3-7zM11 14l10-11',
  music: `M9 18V5l11-2v13${circle(6, 18, 3)}${circle(17, 16, 3)}`,
  cooking: 'M5 10h14v7a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3zM2 10h20M9 3c-1 1 1 2 0 4M15 3c-1 1 1 2 0 4',
  sports: `${circle(12, 12, 9)}M3 12h18M12 3a13 13 0 0 1 0 18M12 3a13 13 0 0 0 0 18`,
  movies: 'M4 4h16v16H4zM8 4v16M16 4v16M4 9h4M4 15h4M16 9h4M16 15h4',
  party: 'M5 4h14l-7 8zM12 12v8M8 20h8M15 7l4-4',
  coffee: 'M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1a3 3 0 0 1 0 6h-1M8 3v3M12 3v3',
  hiking: 'm2 20 7-12 5 8 3-4 5 8zM7 11l2 1 2-1',
  wine: 'M8 3h8l-.5 5a3.5 3.5 0 0 1-7 0zM12 12v8M8 20h8',
  photography: `M3 8h4l2-3h6l2 3h4v11H3z${circle(12, 13, 3.5)}`,
  gym: 'M6 7v10M3 9v6M18 7v10M21 9v6M6 12h12',
  biking: `${circle(6, 16, 3.5)}${circle(18, 16, 3.5)}M6 16l4-7h6M12 16l4-7 2 7M8 6h3`,
} as const;
export type PickerInterest = keyof typeof PICKER_INTERESTS;

export function InterestIcon({ interest, className = '' }: { interest: PickerInterest; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PICKER_INTERESTS[interest]} />
    </svg>
  );
}
