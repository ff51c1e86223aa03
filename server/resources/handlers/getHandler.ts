/** GET one record the caller reaches (404 otherwise), with its stored files when it has file fields. */
import type { RouteHandlerMethod } from 'fastify';
import { recordFiles } from '../../files/recordFiles.ts';
import { notFound } from '../../http/errors.ts';
import { getRecord } from '../getRecord.ts';
import type { ActionContext } from './actionContext.ts';

export const getHandler = (ctx: ActionContext): RouteHandlerMethod => async (request) => {
  const record = await getRecord(ctx.rdb, ctx.model, ctx.idOf(request), ctx.rowsOf(request));
  if (!record) throw notFound();
  // A record with file fields lists its stored files beside it (engine/wire/storedFile.ts).
  return ctx.hasFiles ? { data: record, files: await recordFiles(ctx.db, ctx.model, record, ctx.action.endpoint.path) } : { data: record };
};
