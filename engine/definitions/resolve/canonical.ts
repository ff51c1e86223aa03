/**
 * A resolved resource as one comparable text: object keys sorted, except where their order
 * means something (the fields, whose order is the form's and the columns' default, and the
 * actions, whose order decides which of two list actions a screen takes first).
 */
const orderedMaps = new Set(['/fields/properties', '/actions']);

function canonical(value: unknown, at: string): unknown {
  if (Array.isArray(value)) return value.map((item, index) => canonical(item, `${at}/${index}`));
  if (!value || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  if (!orderedMaps.has(at)) keys.sort();
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const inner = (value as Record<string, unknown>)[key];
    if (inner !== undefined) out[key] = canonical(inner, `${at}/${key}`);
  }
  return out;
}

export function canonicalResolved(resource: unknown): string {
  return JSON.stringify(canonical(resource, ''), null, 2);
}
