/**
 * OpenAPI 3.1 generated from the definitions: one schema per resource (what it returns and what
 * it accepts), one operation per mounted route with its permission, plus the session calls.
 * An operation's parameters and answers are the route schemas the route was mounted with
 * (server/resources/routeSchemas.ts): what Fastify checks and serializes is what is documented.
 * Served as JSON at /api/docs/json and as a browsable page at /api/docs; built at its first request.
 */
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { LoadedDefinitions, LoadedResource } from '../engine/definitions/model.ts';
import { stripExtensions, isServerOwned } from '../engine/validation/recordSchema.ts';
import { isPublic } from './auth/accessGuard.ts';
import type { MountedRoute } from './resources/mountResources.ts';
import { labelOf } from './resources/labels.ts';

type Json = Record<string, unknown>;

const pascal = (id: string) => id.replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json, description = 'OK') => ({ description, content: { 'application/json': { schema } } });
const errorResponse = (description: string) => json(ref('Error'), description);

function recordSchemas(resource: LoadedResource): Record<string, Json> {
  const readable: Json = {};
  const writable: Json = {};
  for (const [name, field] of Object.entries(resource.fields.properties)) {
    const schema = { title: undefined, ...(stripExtensions(field) as Json) };
    delete schema.title;
    if (field['x-writeOnly']) {
      writable[name] = { ...schema, writeOnly: true };
      continue;
    }
    readable[name] = isServerOwned(field) ? { ...schema, readOnly: true } : schema;
    if (!isServerOwned(field)) writable[name] = schema;
  }
  const base = pascal(resource.id);
  return {
    [base]: { type: 'object', properties: readable },
    [`${base}Input`]: { type: 'object', properties: writable, required: resource.fields.required.filter((f) => f in writable), additionalProperties: false },
  };
}

/** The route's own params and querystring schemas (routeSchemas.ts) as OpenAPI parameters. */
function routeParameters(route: MountedRoute): Json[] {
  const parameters: Json[] = [];
  const params = route.schema.params as { properties?: Record<string, Json> } | undefined;
  for (const [name, schema] of Object.entries(params?.properties ?? {})) parameters.push({ name, in: 'path', required: true, schema });
  const query = route.schema.querystring as { properties?: Record<string, Json> } | undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    const list = Array.isArray(schema.type) ? schema.type.includes('array') : schema.type === 'array';
    parameters.push({ name, in: 'query', schema, ...(list && { style: 'form', explode: true }) });
  }
  return parameters;
}

/** The answer Fastify serializes with fast-json-stringify, as the route declares it. */
function routeAnswer(route: MountedRoute, status: 200 | 201): Json {
  const response = route.schema.response as Record<number, Json> | undefined;
  return json(response?.[status] ?? { type: 'object' });
}

function operation(definitions: LoadedDefinitions, route: MountedRoute): Json {
  const resource = definitions.resources[route.resource];
  const schema = pascal(resource.id);
  const op: Json = {
    tags: [resource.module],
    operationId: `${resource.id}_${route.action}`,
    summary: `${route.kind} ${labelOf(definitions, resource.labelKey)}`,
    'x-permission': route.access,
    responses: {} as Json,
  };
  if (!isPublic(route.access)) op.security = [{ bearer: [] }];
  const responses = op.responses as Json;
  const parameters = routeParameters(route);
  switch (route.kind) {
    case 'list':
    case 'options':
    case 'get':
      responses['200'] = routeAnswer(route, 200);
      if (route.kind === 'get') responses['404'] = errorResponse('not found');
      break;
    case 'export':
      responses['200'] = { description: 'an .xlsx file', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {} } };
      responses['422'] = errorResponse(resource.list?.export?.failure ?? 'Data melebihi 15.000 baris');
      break;
    case 'create':
    case 'update':
      op.requestBody = { required: true, content: { 'application/json': { schema: ref(`${schema}Input`) } } };
      responses[route.kind === 'create' ? '201' : '200'] = routeAnswer(route, route.kind === 'create' ? 201 : 200);
      responses['409'] = errorResponse('a unique value is already used');
      responses['422'] = errorResponse('validation failed; errors by field');
      break;
    case 'delete':
      responses['200'] = routeAnswer(route, 200);
      responses['404'] = errorResponse('not found');
      break;
    case 'custom':
      responses['200'] = routeAnswer(route, 200);
      responses['404'] = errorResponse('not found, or outside the caller\'s rows');
      responses['409'] = errorResponse('the record is not in a state the action starts from');
      responses['422'] = errorResponse('validation failed; errors by field');
      break;
  }
  if (parameters.length) responses['400'] = errorResponse('a path parameter or query value of the wrong form');
  if (parameters.length) op.parameters = parameters;
  if (!isPublic(route.access)) {
    responses['401'] = errorResponse('not signed in');
    responses['403'] = errorResponse('signed in without the permission');
  }
  return op;
}

const tokenAnswer = json({ type: 'object', properties: { data: { type: 'object', properties: { access_token: { type: 'string' }, token_type: { const: 'bearer' }, expires_in: { const: 3600 } } } } });

function sessionPaths(): Record<string, Json> {
  const auth = (summary: string, extra: Json = {}) => ({ tags: ['auth'], summary, ...extra });
  return {
    '/sso/api/auth/login': {
      post: auth('sign in; sets the refresh cookie', {
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['username', 'password'], properties: { username: { type: 'string' }, password: { type: 'string', writeOnly: true } } } } } },
        responses: { '200': tokenAnswer, '401': errorResponse('wrong user name or password'), '422': errorResponse('missing fields'), '429': errorResponse('too many attempts') },
      }),
    },
    '/sso/api/auth/refresh': { post: auth('rotate the refresh cookie; a new access token', { responses: { '200': tokenAnswer, '401': errorResponse('no valid session') } }) },
    '/sso/api/auth/logout': { post: auth('end this session', { responses: { '200': json({ type: 'object' }) } }) },
    '/sso/api/auth/user': { get: auth('the signed-in user; permissions and roles as base64 JSON', { security: [{ bearer: [] }], responses: { '200': json(ref('User')), '401': errorResponse('not signed in') } }) },
    '/sso/api/auth/change-password': {
      post: auth('change the own password; clears must_change_password and ends other sessions', {
        security: [{ bearer: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['old_password', 'password'], properties: { old_password: { type: 'string' }, password: { type: 'string', minLength: 8 }, password_confirmation: { type: 'string' } } } } } },
        responses: { '200': tokenAnswer, '401': errorResponse('not signed in'), '422': errorResponse('validation failed') },
      }),
    },
    '/sso/gn/birthday': { get: { tags: ['dashboard'], summary: "today's birthdays; skd and dora parts by permission", security: [{ bearer: [] }], responses: { '200': json({ type: 'object' }), '401': errorResponse('not signed in') } } },
    '/sso/gn/dp/{file}': { get: { tags: ['auth'], summary: 'an avatar image; default.jpg when missing', parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'an image', content: { 'image/*': {} } } } } },
  };
}

export function openApiDocument(definitions: LoadedDefinitions, mounted: readonly MountedRoute[], version: string): Json {
  const schemas: Record<string, Json> = {
    Error: { type: 'object', required: ['message', 'code'], properties: { message: { type: 'string' }, code: { type: 'string' }, details: { type: 'array', items: { type: 'string' } }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } } },
    Paginator: { type: 'object', required: ['data', 'total', 'page', 'perpage', 'from', 'to', 'last_page'], properties: { data: { type: 'array' }, total: { type: 'integer' }, page: { type: 'integer' }, perpage: { type: 'integer' }, from: { type: 'integer' }, to: { type: 'integer' }, last_page: { type: 'integer' } } },
    Option: { type: 'object', properties: { id: {}, label: {} } },
    User: { type: 'object', properties: { username: { type: 'string' }, name: { type: 'string' }, avatar: { type: 'string' }, permissions: { type: 'string', contentEncoding: 'base64' }, roles: { type: 'string', contentEncoding: 'base64' }, bidang_id: { type: ['integer', 'null'] }, must_change_password: { type: 'boolean' } } },
  };
  const paths: Record<string, Json> = sessionPaths();
  for (const route of mounted) {
    const resource = definitions.resources[route.resource];
    Object.assign(schemas, recordSchemas(resource));
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(definitions, route);
  }
  return {
    openapi: '3.1.0',
    info: { title: `${definitions.app.title ?? 'Portal'} API`, version, description: 'Generated from the definitions at start. Every operation names its permission in x-permission.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas },
    paths,
  };
}

/**
 * The document as @fastify/swagger holds it, built when one of its parts is first read (the first
 * GET /api/docs/json or /yaml), not at start; its parts, in the document's order, are getters.
 */
function builtWhenRead(build: () => Json): Json {
  let document: Json | undefined;
  const parts = ['openapi', 'info', 'components', 'paths'];
  return Object.defineProperties({}, Object.fromEntries(parts.map((key) => [key, { enumerable: true, get: () => (document ??= build())[key] }])));
}

export async function installOpenApi(app: FastifyInstance, build: () => Json): Promise<void> {
  await app.register(fastifySwagger, { mode: 'static', specification: { document: builtWhenRead(build) as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
