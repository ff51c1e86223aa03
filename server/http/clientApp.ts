/**
 * The built client (vite's dist/) on the same port as the API. Client routes (history mode)
 * fall back to index.html; calls under /sso and /api never do, so a wrong API path is a JSON 404.
 * Files are looked up when asked for (wildcard), so a client rebuilt under a running server is
 * served at once; a missing file (an old hashed chunk after a deploy) is a 404, never index.html,
 * so the client's failed-chunk handler reloads the page instead of parsing HTML as JavaScript.
 * The build writes brotli and gzip copies beside each file (scripts/build/precompress.ts); they
 * are sent to a browser that accepts them, with the same cache policy as the file itself.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { routeNotFound, sendError } from './errors.ts';

const apiPrefixes = ['/sso', '/api', '/socket.io'];

/** A path naming a file (it has an extension), such as /assets/ListScreen-1a2b.js or /logo.svg. */
function isFilePath(url: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(url.split('?')[0]);
}

/** The path (before any query) is a prefix or under it; asked of every answer, so without splitting the URL. */
export function isApiPath(url: string): boolean {
  for (const prefix of apiPrefixes) {
    if (!url.startsWith(prefix)) continue;
    const next = url[prefix.length];
    if (next === undefined || next === '/' || next === '?') return true;
  }
  return false;
}

export async function installClientApp(app: FastifyInstance, clientDir: string): Promise<boolean> {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  const notFound = (request: FastifyRequest, reply: FastifyReply) => sendError(reply, routeNotFound(request.url));
  if (!hasClient) {
    app.setNotFoundHandler(notFound);
    return false;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    // Hashed assets never change; index.html must always be fresh.
    setHeaders: (reply, path) => reply.header('cache-control', path.includes(`${join(clientDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  // The root is a client route too; without this the wildcard would try to serve the folder.
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !isFilePath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return notFound(request, reply);
  });
  return true;
}
