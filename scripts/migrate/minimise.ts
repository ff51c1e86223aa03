/**
 * Step two of the migration: drop every written value that resolve would derive anyway. Each
 * candidate removal is kept only when the resolved resource stays exactly the same, so the
 * compact result means what the explicit one meant, by construction. Then the shorthands: a
 * column or filter that is only a field name, a form section that is only its fields.
 */
import { canonicalResolved } from '../../engine/definitions/resolve/canonical.ts';

type Json = Record<string, unknown>;
type Resolver = (candidate: Json) => unknown;

/** Keys that identify the file; never dropped. */
const kept = new Set(['$schema', 'id', 'fields']);

function replaceEntries(target: Json, entries: Array<[string, unknown]>): void {
  for (const key of Object.keys(target)) delete target[key];
  for (const [key, value] of entries) target[key] = value;
}

function isPlainObject(value: unknown): value is Json {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function minimise(explicit: Json, resolve: Resolver): Json {
  const root = structuredClone(explicit);
  const target = canonicalResolved(resolve(root));
  const same = () => {
    try {
      return canonicalResolved(resolve(root)) === target;
    } catch {
      return false;
    }
  };

  let removed = 0;
  // The actions first: while they are written out in full, the api preset and access block
  // would look unused and be dropped before the entries they make redundant.
  const visitOrder = (node: Json, depth: number) => {
    const keys = Object.keys(node);
    return depth === 0 ? [...keys.filter((k) => k === 'actions' || k === 'fields'), ...keys.filter((k) => k !== 'actions' && k !== 'fields')] : keys;
  };
  const visit = (node: Json, depth: number) => {
    for (const key of visitOrder(node, depth)) {
      if (depth === 0 && kept.has(key)) {
        if (key === 'fields') visit(node.fields as Json, depth + 1);
        continue;
      }
      const before = Object.entries(node);
      replaceEntries(node, before.filter(([k]) => k !== key));
      if (same()) {
        removed++;
        continue;
      }
      replaceEntries(node, before);
      const value = node[key];
      if (isPlainObject(value)) visit(value, depth + 1);
      else if (Array.isArray(value)) value.forEach((item) => isPlainObject(item) && visit(item, depth + 1));
    }
  };
  // Until nothing more goes: dropping one implied field can free the next one's place.
  do {
    removed = 0;
    visit(root, 0);
  } while (removed > 0);

  const tryShorthand = (apply: () => () => void) => {
    const undo = apply();
    if (!same()) undo();
  };
  const list = root.list as Json | undefined;
  for (const name of ['columns', 'filters'] as const) {
    const items = list?.[name] as unknown[] | undefined;
    const only = name === 'columns' ? 'field' : 'key';
    items?.forEach((item, index) => {
      if (isPlainObject(item) && Object.keys(item).length === 1 && typeof item[only] === 'string') {
        tryShorthand(() => {
          items[index] = item[only];
          return () => (items[index] = item);
        });
      }
    });
  }
  const layout = (root.form as Json | undefined)?.layout as unknown[] | undefined;
  layout?.forEach((section, index) => {
    if (isPlainObject(section) && Object.keys(section).length === 1 && Array.isArray(section.fields)) {
      tryShorthand(() => {
        layout[index] = section.fields;
        return () => (layout[index] = section);
      });
    }
  });
  const exportSpec = list?.export;
  if (isPlainObject(exportSpec) && Object.keys(exportSpec).length === 0) {
    tryShorthand(() => {
      list!.export = true;
      return () => (list!.export = exportSpec);
    });
  }
  if (canonicalResolved(resolve(root)) !== target) throw new Error(`${String(root.id)}: the compact form does not resolve to the explicit one`);
  return root;
}
