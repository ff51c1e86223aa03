/**
 * POST create: the body (JSON, or multipart where declared) with the path's parent keys over it
 * and the defaults filled, checked by the engine's validator (422 with its messages), written
 * with its effects; 201 with the stored record. Files of a refused create are removed again.
 */
import type { RouteHandlerMethod } from 'fastify';
import { pathValues } from '../pathValues.ts';
import { createRecord, validationError, withDefaults } from '../writeRecords.ts';
import type { ActionContext } from './actionContext.ts';

export const createHandler = (ctx: ActionContext): RouteHandlerMethod => async (request, reply) => {
  const scoped = pathValues(ctx.model, request);
  const read = await ctx.readBody(request);
  // The path's keys over the body, and defaults first, as rjsf fills them: a required field with a default is not missing.
  const body = withDefaults(ctx.model, read.body, scoped);
  const data = await ctx.withUploads(read, async () => {
    const errors = ctx.validators.create(body);
    if (errors.length) throw validationError(errors);
    return createRecord(ctx.writeContext(request), body, read);
  });
  return reply.status(201).send({ message: ctx.action.success, data });
};
