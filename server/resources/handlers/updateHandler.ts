/**
 * PUT (or POST, multipart) update of a record the caller reaches: only the fields sent are
 * checked and written; the action's guard may refuse the stored record (409). Files of a
 * refused update are removed again.
 */
import type { RouteHandlerMethod } from 'fastify';
import { updateRecord, validationError } from '../writeRecords.ts';
import type { ActionContext } from './actionContext.ts';

export const updateHandler = (ctx: ActionContext): RouteHandlerMethod => async (request) => {
  const id = ctx.idOf(request);
  const read = await ctx.readBody(request);
  const data = await ctx.withUploads(read, async () => {
    const errors = ctx.validators.update(read.body);
    if (errors.length) throw validationError(errors);
    return updateRecord(ctx.writeContext(request), id, read.body, ctx.guard, read);
  });
  return { message: ctx.action.success, data };
};
