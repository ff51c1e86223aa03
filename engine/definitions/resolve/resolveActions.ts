/**
 * Actions: the api preset gives the standard endpoints from one base path; the access block
 * gives each action its permission (by name, else read or write by kind); per-action entries
 * add actions or override what the preset derived. The resource's row rule (rows) goes to every
 * action that writes none of its own. An action that ends up with no endpoint or
 * no access is a problem: deny by default means nothing is served undeclared.
 */
import type { Access, Action, CompactAction, CompactResource, Endpoint } from '../model.ts';
import { pointerOf } from './provenance.ts';
import type { ResolveRun } from './resolveContext.ts';

export const standardKinds = ['list', 'get', 'create', 'update', 'delete', 'export', 'options'] as const;
type StandardKind = (typeof standardKinds)[number];
export const presetActions = ['list', 'get', 'create', 'update', 'delete', 'export'] as const;
type PresetAction = (typeof presetActions)[number];

export const presetShape: Record<PresetAction, { method: Endpoint['method']; suffix: string }> = {
  list: { method: 'GET', suffix: '' },
  get: { method: 'GET', suffix: '/{id}' },
  create: { method: 'POST', suffix: '' },
  update: { method: 'PUT', suffix: '/{id}' },
  delete: { method: 'DELETE', suffix: '/{id}' },
  export: { method: 'GET', suffix: '/export' },
};

const readKinds: ReadonlySet<string> = new Set(['list', 'get', 'export', 'options']);
const messageKinds: ReadonlySet<string> = new Set(['create', 'update', 'delete', 'custom']);

/** "POST /sso/x/{id}" or an endpoint object, as an endpoint object. */
export function parseEndpoint(written: CompactAction['endpoint']): Endpoint | undefined {
  if (written === undefined) return undefined;
  if (typeof written !== 'string') return { ...written };
  const space = written.indexOf(' ');
  return { method: written.slice(0, space) as Endpoint['method'], path: written.slice(space + 1) };
}

function isStandard(name: string): name is StandardKind {
  return (standardKinds as readonly string[]).includes(name);
}

export function resolveActions(run: ResolveRun, raw: CompactResource): Record<string, Action> {
  const written = (raw.actions ?? {}) as Record<string, CompactAction>;
  const preset = raw.api ? ((raw.api.actions ?? presetActions) as readonly PresetAction[]) : [];
  const names = [...preset, ...Object.keys(written).filter((name) => !(preset as readonly string[]).includes(name))];
  const accessBlock = (raw.access ?? {}) as Record<string, Access>;
  const actions: Record<string, Action> = {};

  for (const name of names) {
    const own = written[name] ?? {};
    const from = pointerOf('actions', name);
    const at = pointerOf('actions', name);
    run.provenance.record(at, written[name] ? 'written' : 'preset', written[name] ? from : '/api/actions');
    const kind = run.pick(`${at}/kind`, own.kind, `${from}/kind`, () => (isStandard(name) ? name : 'custom'), 'convention')!;

    let endpoint = parseEndpoint(own.endpoint);
    if (endpoint) {
      run.provenance.record(`${at}/endpoint`, 'written', `${from}/endpoint`);
      // "METHOD /path" has no method or path of its own to point at.
      if (typeof own.endpoint === 'string') for (const part of ['method', 'path']) run.provenance.record(`${at}/endpoint/${part}`, 'written', `${from}/endpoint`);
    }
    else if ((preset as readonly string[]).includes(name) && raw.api) {
      const shape = presetShape[name as PresetAction];
      endpoint = { method: shape.method, path: raw.api.base + shape.suffix };
      run.provenance.record(`${at}/endpoint`, 'preset', '/api/base');
    }
    if (!endpoint) {
      run.problem(from, `action "${name}" has no endpoint`, (preset as readonly string[]).includes(name) ? 'add "api": { "base": ... }' : 'write "endpoint": "METHOD /sso/..."');
      continue;
    }
    if (own.query) {
      endpoint.query = [...own.query];
      run.provenance.record(`${at}/endpoint/query`, 'written', `${from}/query`);
    }
    if (endpoint.encoding === undefined && raw.api?.encoding && raw.api.encoding !== 'json' && (kind === 'create' || kind === 'update')) {
      endpoint.encoding = raw.api.encoding;
      run.provenance.record(`${at}/endpoint/encoding`, 'preset', '/api/encoding');
    }

    const byKind = readKinds.has(kind) ? 'read' : 'write';
    const accessFrom = own.access !== undefined ? `${from}/access` : accessBlock[name] !== undefined ? pointerOf('access', name) : pointerOf('access', byKind);
    const access = own.access ?? accessBlock[name] ?? accessBlock[byKind];
    if (access === undefined) {
      run.problem(from, `action "${name}" declares no access`, `add "access": { "${byKind}": ... } or "access" on the action (deny by default)`);
      continue;
    }
    run.provenance.record(`${at}/access`, own.access !== undefined ? 'written' : 'preset', accessFrom);

    const action: Action = { kind, endpoint, access };
    const rows = own.rows ?? raw.rows;
    if (rows) {
      action.rows = rows;
      run.provenance.record(`${at}/rows`, own.rows ? 'written' : 'preset', own.rows ? `${from}/rows` : '/rows');
    }
    const { kind: _k, endpoint: _e, query: _q, access: _a, rows: _r, ...rest } = own;
    Object.assign(action, rest);
    for (const key of Object.keys(rest)) run.provenance.record(`${at}/${key}`, 'written', `${from}/${key}`);
    if (action.confirmation === undefined && kind === 'delete') {
      action.confirmation = 'delete';
      run.provenance.record(`${at}/confirmation`, 'default', from);
    }
    if (action.success === undefined && messageKinds.has(kind)) {
      action.success = run.context.successMessage;
      run.provenance.record(`${at}/success`, 'default', from);
    }
    actions[name] = action;
  }
  for (const name of Object.keys(accessBlock)) {
    if (name !== 'read' && name !== 'write' && !(name in actions)) {
      run.problem(pointerOf('access', name), `gives access to "${name}", which is not an action of this resource`, `use read, write or one of: ${Object.keys(actions).join(', ')}`);
    }
  }
  return actions;
}
