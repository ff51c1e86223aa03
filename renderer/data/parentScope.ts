/**
 * How a child resource's list is narrowed to one parent record (a ticket's tasks, approvals,
 * audit trail): the parent key as a path parameter when the list path names it
 * (GET /sso/support/task/{ticket_id}), else as a query parameter when the endpoint declares it
 * (GET /sso/support/approval?ticket_id=), else as a list filter the definition declares on it.
 * None of these: no scope, and the section says the list is not available rather than showing
 * other parents' rows or calling for a 400.
 */
import type { LoadedResource } from '../../engine/definitions/model.ts';
import type { Endpoint } from '../../engine/generated/definitions.ts';

export interface ParentScope {
  /** values of the list path's parameters */
  readonly path: Readonly<Record<string, string>>;
  /** extra query text, already encoded ('ticket_id=5' or 'filter[ticket_id]=5') */
  readonly query: string;
}

export function parentScope(child: LoadedResource, listEndpoint: Endpoint, parentId: string): ParentScope | undefined {
  const key = child.parent?.foreignKey ?? 'parent_id';
  if (listEndpoint.path.includes(`{${key}}`)) return { path: { [key]: parentId }, query: '' };
  const value = encodeURIComponent(parentId);
  if (listEndpoint.query?.includes(key)) return { path: {}, query: `${encodeURIComponent(key)}=${value}` };
  const filter = child.list?.filters?.find((declared) => declared.key === key || declared.field === key);
  return filter ? { path: {}, query: `filter[${encodeURIComponent(filter.key)}]=${value}` } : undefined;
}

/** A stable text of a scope, for cache keys. */
export const scopeKey = (scope: ParentScope | undefined) => (scope ? `${JSON.stringify(scope.path)}?${scope.query}` : '');
