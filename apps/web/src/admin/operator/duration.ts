const UNITS = [
  { name: 'd', seconds: 86_400 },
  { name: 'h', seconds: 3_600 },
  { name: 'min', seconds: 60 },
  { name: 's', seconds: 1 },
] as const;

/**
 * A span of time as staff read it at a glance, in its two largest units: "45 s", "3 min 20 s",
 * "2 h 5 min", "1 d 3 h"; a dash for none.
 */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  let rest = Math.max(0, Math.round(seconds));
  const first = UNITS.findIndex((unit) => rest >= unit.seconds);
  if (first === -1) return '0 s';
  const parts: string[] = [];
  for (const unit of UNITS.slice(first, first + 2)) {
    const amount = Math.floor(rest / unit.seconds);
    rest -= amount * unit.seconds;
    if (amount > 0) parts.push(`${amount} ${unit.name}`);
  }
  return parts.join(' ');
}
