/**
 * Step one of the migration to the compact language: a resource written in the first language
 * (fields as one JSON Schema object, every action spelled out) rewritten in the compact shape
 * with everything still explicit. Wherever the first language's silence meant something other
 * than the compact language's default, the meaning is written out (an unsortable column says
 * sortable: false, a list without search says searchFields: []), so resolving this explicit form
 * gives exactly the first language's behaviour. Step two (minimise.ts) then drops what resolve
 * derives anyway.
 */
import type { OptionSets } from '../../engine/definitions/model.ts';
import { presetShape } from '../../engine/definitions/resolve/resolveActions.ts';

type Json = Record<string, unknown>;
const presetSuffix: Record<string, { method: string; suffix: string }> = presetShape;
const readKinds = new Set(['list', 'get', 'export', 'options']);
const systemOrder = ['id', 'created_by', 'created_at', 'updated_by', 'updated_at', 'deleted_at'];

export function isFirstLanguage(resource: Json): boolean {
  const fields = resource.fields as Json | undefined;
  return !!fields && fields.type === 'object' && typeof fields.properties === 'object';
}

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function namedSet(values: unknown, sets: OptionSets['sets']): string | undefined {
  const text = JSON.stringify(values);
  // The first language had no status colours: a set is the same list when its values and labels are.
  const uncoloured = (set: OptionSets['sets'][string]) => JSON.stringify(set.map(({ value, label }) => ({ value, label })));
  return Object.entries(sets).find(([, set]) => uncoloured(set) === text)?.[0];
}

function endpointShorthand(endpoint: Json): unknown {
  const { method, path, encoding, query: _query, ...rest } = endpoint;
  if (Object.keys(rest).length || (encoding !== undefined && encoding !== 'json')) return { method, path, ...(encoding !== undefined && { encoding }), ...rest };
  return `${String(method)} ${String(path)}`;
}

export function explicitFromV1(v1: Json, sets: OptionSets['sets']): Json {
  const fieldsSchema = v1.fields as Json;
  const properties = fieldsSchema.properties as Record<string, Json>;
  const out: Json = { ...(v1.$schema !== undefined && { $schema: v1.$schema }), id: v1.id };
  for (const key of ['labelKey', 'table', 'storage', 'primaryKey', 'parent']) if (v1[key] !== undefined) out[key] = v1[key];
  out.system = systemOrder.filter((name) => Object.values(properties).some((field) => field['x-system'] === name));

  const actions = v1.actions as Record<string, Json>;
  const presetBases = Object.entries(actions).flatMap(([name, action]) => {
    const shape = presetSuffix[name];
    const endpoint = action.endpoint as Json;
    if (!shape || action.kind !== name || endpoint.method !== shape.method || !String(endpoint.path).endsWith(shape.suffix)) return [];
    return [String(endpoint.path).slice(0, String(endpoint.path).length - shape.suffix.length)];
  });
  const base = mostCommon(presetBases);
  const preset: string[] = [];
  if (base) {
    for (const [name, shape] of Object.entries(presetSuffix)) {
      const action = actions[name];
      const endpoint = action?.endpoint as Json | undefined;
      if (action?.kind === name && endpoint?.method === shape.method && endpoint.path === base + shape.suffix) preset.push(name);
    }
    const encodings = preset.filter((n) => n === 'create' || n === 'update').map((n) => (actions[n].endpoint as Json).encoding ?? 'json');
    out.api = { base, actions: preset, ...(encodings.length && encodings.every((e) => e === 'multipart') && { encoding: 'multipart' }) };
  }
  const accessOf = (kinds: (kind: string) => boolean) => mostCommon(Object.values(actions).filter((a) => kinds(String(a.kind))).map((a) => JSON.stringify(a.access)));
  const read = accessOf((kind) => readKinds.has(kind));
  const write = accessOf((kind) => !readKinds.has(kind));
  out.access = { ...(read !== undefined && { read: JSON.parse(read) }), ...(write !== undefined && { write: JSON.parse(write) }) };

  const fields: Record<string, Json> = {};
  for (const [name, field] of Object.entries(properties)) {
    const copy: Json = { ...field };
    const options = field['x-options'] as Json | undefined;
    const set = options?.values ? namedSet(options.values, sets) : undefined;
    if (set) copy['x-options'] = set;
    fields[name] = copy;
  }
  out.fields = fields;
  if (fieldsSchema.required) out.required = fieldsSchema.required;
  if (fieldsSchema.allOf) out.rules = fieldsSchema.allOf;
  for (const key of ['if', 'then', 'else']) if (fieldsSchema[key] !== undefined) throw new Error(`${String(v1.id)}: a top-level ${key} is not migrated; move it into allOf first`);

  const compactActions: Record<string, Json> = {};
  for (const [name, action] of Object.entries(actions)) {
    const { endpoint, ...rest } = action;
    const ep = endpoint as Json;
    compactActions[name] = { ...rest, endpoint: endpointShorthand(ep), ...(ep.query !== undefined && { query: ep.query }) };
  }
  out.actions = compactActions;

  const list = v1.list as Json | undefined;
  if (list) {
    const explicit: Json = { ...list };
    // The first language's silences: unsortable column, one page size, no search, no filters.
    explicit.columns = (list.columns as Json[]).map((column) => ({ ...column, sortable: column.sortable ?? false }));
    explicit.pageSizeOptions = list.pageSizeOptions ?? [list.pageSize ?? 10];
    explicit.searchFields = list.searchFields ?? [];
    explicit.filters = list.filters ?? [];
    out.list = explicit;
  }
  if (v1.form) out.form = v1.form;
  if (v1.detail) out.detail = v1.detail;
  if (v1.workflow) {
    const workflow = v1.workflow as Json;
    out.workflow = {
      ...workflow,
      transitions: (workflow.transitions as Json[]).map((t) => ({ ...t, endpoint: endpointShorthand(t.endpoint as Json) })),
    };
  }
  if (v1.seed) out.seed = v1.seed;
  return out;
}
