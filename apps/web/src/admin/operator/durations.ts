/** A span of time as operators read it at a glance: "45 s", "4 min 10 s", "2 h 5 min", "3 d 4 h". */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const units: [number, string][] = [
    [86_400, 'd'],
    [3_600, 'h'],
    [60, 'min'],
    [1, 's'],
  ];
  const first = units.findIndex(([size]) => s >= size);
  if (first === -1) return '0 s';
  // The largest unit and the next one: more is noise for a waiting time.
  return units
    .slice(first, first + 2)
    .map(([size, label], index) => [index === 0 ? Math.floor(s / size) : Math.floor((s % units[first]![0]) / size), label] as const)
    .filter(([value], index) => index === 0 || value > 0)
    .map(([value, label]) => `${value} ${label}`)
    .join(' ');
}

/** How long since `iso`, e.g. how long a member has waited. */
export const waitedFor = (iso: string, now = Date.now()) => duration((now - new Date(iso).getTime()) / 1000);
