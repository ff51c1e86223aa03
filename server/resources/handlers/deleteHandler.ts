/** DELETE a record the caller reaches, unless the action's guard refuses it (409). */
import type { RouteHandlerMethod } from 'fastify';
import { deleteRecord } from '../writeRecords.ts';
import type { ActionContext } from './actionContext.ts';

export const deleteHandler = (ctx: ActionContext): RouteHandlerMethod => async (request) => {
  await deleteRecord(ctx.writeContext(request), ctx.idOf(request), ctx.guard);
  return { message: ctx.action.success };
};
