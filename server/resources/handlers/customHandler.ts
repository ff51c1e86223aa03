/**
 * A custom action (kind custom: process, approve, status, ...) of any resource, served by the
 * one generic write (customActionWrite.ts): row rule (404), body (422, the action's `body`),
 * source state (409), the declared `set`, the effects; answering { message, data: record }.
 * Nothing here knows an action by name.
 */
import type { RouteHandlerMethod } from 'fastify';
import type { Action } from '../../../engine/generated/definitions.ts';
import { writeCustomAction } from '../customActionWrite.ts';
import type { StorageModel } from '../storageModel.ts';
import type { ActionContext } from './actionContext.ts';

/** Why the action cannot be served as declared, or undefined. */
export function customActionProblem(model: StorageModel, action: Action): string | undefined {
  if (!/\{\w+\}/.test(action.endpoint.path)) return 'the path names no record ({id})';
  const unknown = [...Object.keys(action.from ?? {}), ...Object.keys(action.set ?? {})].filter((field) => {
    const column = model.columnOf(field);
    return !column || column.primaryKey || column.hashed || column.system;
  });
  return unknown.length ? `from/set name no writable stored field: ${unknown.join(', ')}` : undefined;
}

export const customHandler = (ctx: ActionContext): RouteHandlerMethod => {
  // The action's body schema, compiled once at mount (throws on a schema ajv refuses: reported, not
  // mounted) by the Ajv every action shares: a new Ajv compiles the draft-07 meta-schema again.
  const validateBody = ctx.action.body ? ctx.ajv.compile(ctx.action.body) : undefined;
  const write = { ...ctx, validateBody };
  return async (request) => {
    const principal = ctx.principalOf(request);
    const data = await writeCustomAction(write, ctx.idOf(request), request.body, principal, ctx.rowsOf(request));
    return { message: ctx.action.success, data };
  };
};
