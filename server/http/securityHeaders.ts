/**
 * Headers every response carries, errors and static files included (an onSend hook runs for
 * all of them). The CSP has no 'unsafe-eval': the browser gets precompiled validators.
 * 'unsafe-inline' styles stay because Fluent UI injects its styles at run time.
 */
import type { FastifyInstance } from 'fastify';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  // the attachment viewer shows a PDF read with the session as a blob, in a sandboxed frame
  "frame-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      // A route's own stricter policy (a served file's sandbox) is kept.
      if (name === 'content-security-policy' && reply.hasHeader(name)) continue;
      reply.header(name, value);
    }
    return payload;
  });
}
