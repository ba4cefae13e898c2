// No zod in this module: the web app's first load shows the time bonus and has no zod (issue #20).

/** SPEC §4, §9: the welcome time bonus. */
export const TIME_BONUS = {
  code: 'TIMEBONUS25',
  percentage: 25,
  /** Offered while the signup is younger than this. */
  windowSeconds: 14_400,
  /** The modal opens this long after entering the members area with 0 credits. */
  modalDelayMs: 40_000,
  tickMs: 1_000,
} as const;

/** hh:mm:ss, zero-padded, of a number of seconds (the time-bonus countdown). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
