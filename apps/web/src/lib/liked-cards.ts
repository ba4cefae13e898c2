/**
 * A copy of cached API data with one member's `liked` set, wherever that member appears as a
 * card (search results, similar results, suggestions, swipe cards, a profile). Parts that do not
 * change keep their identity, so unchanged lists do not re-render.
 */
export function withLiked<T>(value: T, id: number, liked: boolean): T {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const updated = withLiked(item, id, liked);
      if (updated !== item) changed = true;
      return updated;
    });
    return (changed ? next : value) as T;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.id === id && typeof record.liked === 'boolean') {
      return (record.liked === liked ? value : { ...record, liked }) as T;
    }
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(record)) {
      const updated = withLiked(item, id, liked);
      if (updated !== item) changed = true;
      next[key] = updated;
    }
    return (changed ? next : value) as T;
  }
  return value;
}
