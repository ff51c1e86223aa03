/** A relation may arrive as ids or as related rows ({ id, name }); the form keeps ids. */
export function relationIds(value: unknown): Array<string | number> {
  if (!Array.isArray(value)) return [];
  const ids: Array<string | number> = [];
  for (const item of value) {
    if (typeof item === 'string' || typeof item === 'number') ids.push(item);
    else if (item && typeof item === 'object') {
      const id = (item as { id?: unknown }).id;
      if (typeof id === 'string' || typeof id === 'number') ids.push(id);
    }
  }
  return ids;
}
