/** GET list: one page of the rows the caller reaches, filtered, searched and sorted as the query says. */
import type { RouteHandlerMethod } from 'fastify';
import { checkedListQuery, listRecords } from '../listRecords.ts';
import { pathValues } from '../pathValues.ts';
import type { ActionContext } from './actionContext.ts';

export const listHandler = (ctx: ActionContext): RouteHandlerMethod => async (request) => {
  // The path's parent key first: a declared query parameter of the same name cannot widen it.
  const fixed = pathValues(ctx.model, request);
  const query = checkedListQuery(ctx.model, request, undefined, ctx.action.endpoint.query ?? [], fixed);
  return listRecords(ctx.rdb, ctx.model, query, fixed, ctx.rowsOf(request));
};
