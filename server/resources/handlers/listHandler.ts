/** GET list: one page of the rows the caller reaches, filtered, searched and sorted as the query says. */
import type { RouteHandlerMethod } from 'fastify';
import { checkedListQuery, listRecords } from '../listRecords.ts';
import { pathValues } from '../pathValues.ts';
import type { ActionContext } from './actionContext.ts';

export const listHandler = (ctx: ActionContext): RouteHandlerMethod => async (request) =>
  listRecords(ctx.rdb, ctx.model, checkedListQuery(ctx.model, request), pathValues(ctx.model, request), ctx.rowsOf(request));
