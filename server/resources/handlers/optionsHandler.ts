/** GET options: the rows the caller reaches as { id, label } (and value when asked) for a select (optionsRecords.ts). */
import type { RouteHandlerMethod } from 'fastify';
import { listOptions } from '../optionsRecords.ts';
import type { ActionContext } from './actionContext.ts';

export const optionsHandler = (ctx: ActionContext): RouteHandlerMethod => async (request) => {
  const query = request.query as Record<string, unknown>;
  const label = typeof query.label === 'string' ? query.label : undefined;
  const q = typeof query.q === 'string' ? query.q : undefined;
  const value = typeof query.value === 'string' ? query.value : undefined;
  return listOptions(ctx.rdb, ctx.model, { label, q, value }, ctx.rowsOf(request));
};
