/**
 * CORS is off: the client is served from the same origin. CORS_ORIGIN names the one other
 * origin (a dev server elsewhere) allowed to call with credentials.
 */
import type { FastifyInstance } from 'fastify';

export function installCors(app: FastifyInstance, origin: string | undefined): void {
  if (!origin) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin !== origin) return;
    reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true').header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '600')
        .status(204)
        .send();
    }
  });
}
