/**
 * The one written shape of a definition file: the top-level keys of a resource in the
 * meta-schema's order, two-space indentation, and any value that fits in one line of 110
 * characters written on one line. The top level and a resource's fields map always break, one
 * entry a line, so a diff shows one change a line. Idempotent: formatting twice changes nothing.
 */
const width = 110;
const resourceKeyOrder = [
  '$schema', 'id', 'labelKey', 'table', 'storage', 'primaryKey', 'parent', 'system', 'api', 'access', 'rows', 'fields',
  'required', 'conditions', 'rules', 'actions', 'list', 'form', 'detail', 'workflow', 'seed',
];

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(inline).join(', ')}]` : '[]';
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

function render(value: unknown, indent: number, prefix: number, alwaysBreak: (path: string) => boolean, path: string): string {
  const flat = inline(value);
  const breaks = value !== null && typeof value === 'object' && alwaysBreak(path);
  if (!breaks && indent + prefix + flat.length <= width) return flat;
  const pad = ' '.repeat(indent + 2);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((item, i) => pad + render(item, indent + 2, 0, alwaysBreak, `${path}/${i}`)).join(',\n')}\n${' '.repeat(indent)}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    const lines = entries.map(([key, inner]) => {
      const head = `${JSON.stringify(key)}: `;
      return pad + head + render(inner, indent + 2, head.length, alwaysBreak, `${path}/${key}`);
    });
    return `{\n${lines.join(',\n')}\n${' '.repeat(indent)}}`;
  }
  return flat;
}

function ordered(json: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(json).sort(([a], [b]) => rank(a) - rank(b)));
}

/** The formatted text of one definition file; a resource gets its keys in the meta-schema's order. */
export function formatDefinition(json: unknown, kind: 'resource' | 'other' = 'resource'): string {
  const isResource = kind === 'resource' && !!json && typeof json === 'object' && !Array.isArray(json);
  const value = isResource ? ordered(json as Record<string, unknown>, resourceKeyOrder) : json;
  const alwaysBreak = (path: string) => path === '' || (isResource && path === '/fields');
  return render(value, 0, 0, alwaysBreak, '') + '\n';
}
