/** One setting that a save changes, by dotted path, with its value before and after as JSON. */
export interface Change {
  path: string;
  before: string | undefined;
  after: string | undefined;
}

function flatten(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  } else if (value !== undefined) {
    into.set(path, JSON.stringify(value));
  }
  return into;
}

/** What a save would change: every leaf (a list counts as one) that differs, in the draft's order. */
export function changesBetween(saved: unknown, draft: unknown): Change[] {
  const before = flatten(saved, '', new Map());
  const after = flatten(draft, '', new Map());
  const paths = [...new Set([...after.keys(), ...before.keys()])];
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, before: before.get(path), after: after.get(path) }));
}
