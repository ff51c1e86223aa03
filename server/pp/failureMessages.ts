/**
 * A refused delete of a pp attachment answers the spec's own words: 'Failure to delete the file'
 * (modules.md section 8), the `failure` its action declares, as the message of the error body
 * (its code and status unchanged), so every client, not only ours, shows it. Only the routes of pp
 * actions that declare a failure; their success message comes from the generic handler.
 */
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { toRoutePath } from '../resources/routePath.ts';

export function installFailureMessages(app: FastifyInstance, definitions: LoadedDefinitions, module = 'pp'): void {
  const failures = new Map<string, string>();
  for (const resource of Object.values(definitions.resources)) {
    if (!resource.id.startsWith(`${module}_`)) continue;
    for (const action of Object.values(resource.actions)) {
      if (action.kind === 'delete' && action.failure) failures.set(`${action.endpoint.method} ${toRoutePath(action.endpoint.path)}`, action.failure);
    }
  }
  if (!failures.size) return;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const failure = methods.map((method) => failures.get(`${method} ${route.url}`)).find(Boolean);
    if (!failure) return;
    const replace: onSendHookHandler = async (_request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      try {
        const body = JSON.parse(payload) as Record<string, unknown>;
        return JSON.stringify({ ...body, message: failure });
      } catch {
        return payload;
      }
    };
    const existing = route.onSend;
    route.onSend = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), replace] as never;
  });
}
