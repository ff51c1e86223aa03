/** The handler factory of each action kind: the one place a kind is turned into code. */
import type { RouteHandlerMethod } from 'fastify';
import type { Action } from '../../../engine/generated/definitions.ts';
import type { ActionContext } from './actionContext.ts';
import { createHandler } from './createHandler.ts';
import { customHandler } from './customHandler.ts';
import { deleteHandler } from './deleteHandler.ts';
import { exportHandler } from './exportHandler.ts';
import { getHandler } from './getHandler.ts';
import { listHandler } from './listHandler.ts';
import { optionsHandler } from './optionsHandler.ts';
import { updateHandler } from './updateHandler.ts';

export const handlerFactories: Record<Action['kind'], (ctx: ActionContext) => RouteHandlerMethod> = {
  list: listHandler,
  export: exportHandler,
  options: optionsHandler,
  get: getHandler,
  create: createHandler,
  update: updateHandler,
  delete: deleteHandler,
  custom: customHandler,
};
