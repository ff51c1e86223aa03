/**
 * GET list: one page of the rows the caller reaches, filtered, searched and sorted as the query
 * says; with the list's declared figures (list.statistic) beside it.
 */
import type { RouteHandlerMethod } from 'fastify';
import { checkedListQuery, listRecords } from '../listRecords.ts';
import { listStatistic } from '../listStatistic.ts';
import { pathValues } from '../pathValues.ts';
import type { ActionContext } from './actionContext.ts';

export const listHandler = (ctx: ActionContext): RouteHandlerMethod => async (request) => {
  // The path's parent key first: a declared query parameter of the same name cannot widen it.
  const fixed = pathValues(ctx.model, request);
  const query = checkedListQuery(ctx.model, request, undefined, ctx.action.endpoint.query ?? [], fixed);
  const rows = ctx.rowsOf(request);
  const statistic = ctx.model.resource.list?.statistic;
  if (!statistic) return listRecords(ctx.rdb, ctx.model, query, fixed, rows);
  const [page, figures] = await Promise.all([listRecords(ctx.rdb, ctx.model, query, fixed, rows), listStatistic(ctx.rdb, ctx.model, statistic, fixed, rows)]);
  return { ...page, statistic: figures };
};
