/**
 * Cache-Control of every answer. API answers (/sso, /api) carry personal data and tokens, so no
 * cache may keep them: no-store, errors included. A route that chose its own policy for a
 * success (the avatar's private, max-age=300) keeps it. The built client's policies are set
 * where it is served (clientApp.ts): hashed /assets/* immutable for a year, index.html no-cache.
 * Any error answer, API or not, is no-store, so a 404 of an old chunk is never cached.
 */
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './clientApp.ts';

export const apiCacheControl = 'no-store';

export function installCacheControl(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise and no extra turn per response.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isError = reply.statusCode >= 400;
    if (isError || (isApiPath(request.url) && !reply.hasHeader('cache-control'))) reply.header('cache-control', apiCacheControl);
    done(null, payload);
  });
}
