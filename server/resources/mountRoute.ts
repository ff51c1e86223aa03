/**
 * One generic route, mounted: the spec's method and path, the access guard (onRequest, so a
 * caller without the permission is refused before the body is even read), the route schema
 * derived from the definition (routeSchemas.ts) with its own validator and error words
 * (routeValidation.ts), and the handler. Answers the schema it mounted, for the API docs.
 */
import type { FastifyInstance, FastifySchema, preSerializationHookHandler, RouteHandlerMethod } from 'fastify';
import type { Access } from '../../engine/permissions/evaluate.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import { toRoutePath } from './routePath.ts';
import { recordIdOf, routeSchema, type RouteKind } from './routeSchemas.ts';
import { routeErrorFormatter, routeValidatorCompiler } from './routeValidation.ts';
import type { StorageModel } from './storageModel.ts';

export interface GenericRoute {
  readonly kind: RouteKind;
  readonly method: string;
  /** the spec's path, with {id} */
  readonly path: string;
  readonly access: Access;
  readonly model: StorageModel;
  /** the record's GET lists its stored files */
  readonly hasFiles: boolean;
  readonly handler: RouteHandlerMethod;
}

type Serializer = (payload: unknown) => string;

/**
 * The answer's serializer (fast-json-stringify, Fastify's own, from the route's response schema)
 * compiled at the route's first answer with that status, not at start: Fastify compiles every
 * route's response schema when the route is built, some 150 of them at each start. The same
 * schema and compiler serialize the answer as before; a status without a schema keeps JSON.
 */
function serializedOnFirstAnswer(response: Readonly<Record<number, unknown>>): preSerializationHookHandler<unknown> {
  const compiled = new Map<number, Serializer>();
  return (_request, reply, payload, done) => {
    const schema = response[reply.statusCode];
    if (schema) {
      let serialize = compiled.get(reply.statusCode);
      if (!serialize) compiled.set(reply.statusCode, (serialize = reply.compileSerializationSchema(schema as Record<string, unknown>, String(reply.statusCode)) as Serializer));
      reply.serializer(serialize);
    }
    done(null, payload);
  };
}

/** Throws what Fastify refuses (a route already taken); the caller reports it. */
export function mountRoute(app: FastifyInstance, db: Database, route: GenericRoute): FastifySchema {
  const schema = routeSchema(route.model, route.kind, route.path, route.hasFiles);
  // Fastify checks params and query with the schema; the answer's part is served above.
  const { response, ...checked } = schema;
  app.route({
    method: route.method,
    url: toRoutePath(route.path),
    onRequest: accessGuard(app, db, route.access),
    schema: checked,
    ...(response ? { preSerialization: serializedOnFirstAnswer(response as Record<number, unknown>) } : {}),
    validatorCompiler: routeValidatorCompiler,
    schemaErrorFormatter: routeErrorFormatter({
      model: route.model,
      recordId: recordIdOf(route.kind, route.path),
      queryMessage: route.kind === 'options' ? 'Invalid options query' : 'Invalid list query',
    }),
    handler: route.handler,
  });
  return schema;
}
