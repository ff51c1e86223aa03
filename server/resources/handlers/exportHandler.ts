/** GET export: the rows a list with the same query would show, all of them, as .xlsx (exportRecords.ts). */
import type { RouteHandlerMethod } from 'fastify';
import { exportRecords } from '../exportRecords.ts';
import { checkedListQuery } from '../listRecords.ts';
import { pathValues } from '../pathValues.ts';
import type { ActionContext } from './actionContext.ts';

export const exportHandler = (ctx: ActionContext): RouteHandlerMethod => async (request, reply) =>
  exportRecords(ctx.rdb, ctx.definitions, ctx.model, checkedListQuery(ctx.model, request), pathValues(ctx.model, request), reply, ctx.rowsOf(request));
