/** The three JSON Patch (RFC 6902) operations the broken fixtures use, applied to a copy. */
export interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}

export function applyPatch(document: unknown, operations: readonly PatchOperation[]): unknown {
  const copy = structuredClone(document);
  for (const { op, path, value } of operations) {
    const segments = path.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = segments.pop()!;
    let parent = copy as Record<string, unknown> | unknown[];
    for (const segment of segments) parent = (parent as Record<string, unknown>)[segment] as Record<string, unknown>;
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (op === 'add') parent.splice(index, 0, value);
      else if (op === 'replace') parent[index] = value;
      else parent.splice(index, 1);
    } else if (op === 'remove') {
      delete parent[last];
    } else {
      parent[last] = value;
    }
  }
  return copy;
}
