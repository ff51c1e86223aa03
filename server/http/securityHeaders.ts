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

const headerEntries = Object.entries(securityHeaders);

export function installSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise and no extra turn per response.
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A route's own stricter policy (a served file's sandbox) is kept.
    const ownPolicy = reply.hasHeader('content-security-policy');
    for (const [name, value] of headerEntries) if (!ownPolicy || name !== 'content-security-policy') reply.header(name, value);
    done(null, payload);
  });
}
