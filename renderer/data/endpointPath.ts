/**
 * Where an action of a resource is called: its declared method, and its declared path with
 * every `{name}` filled in. A path parameter without a value is a programming error, so it throws.
 */
import type { LoadedResource } from '../../engine/definitions/model.ts';
import type { Action, Endpoint } from '../../engine/generated/definitions.ts';

export type ActionKind = Action['kind'];

export function endpointPath(endpoint: Endpoint, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  return endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`No value for {${name}} in ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The action named after its kind (`list`, `create`, ...), else the first action of that kind. */
export function findAction(resource: LoadedResource, kind: ActionKind): Action | undefined {
  const named = resource.actions[kind];
  if (named && named.kind === kind) return named;
  return Object.values(resource.actions).find((action) => action.kind === kind);
}

export function requireAction(resource: LoadedResource, kind: ActionKind): Action {
  const action = findAction(resource, kind);
  if (!action) throw new Error(`Resource ${resource.id} declares no ${kind} action`);
  return action;
}

/** A list action named by a page (`"action": "userList"`); the lint has checked its kind. */
export function requireListAction(resource: LoadedResource, name: string): Action {
  const action = resource.actions[name];
  if (!action || action.kind !== 'list') throw new Error(`Resource ${resource.id} declares no list action ${name}`);
  return action;
}

/** Appends an encoded query string to a path. */
export function withQuery(path: string, query: string): string {
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query.replace(/^\?/, '')}`;
}
