/**
 * The JSON body parser: plain JSON.parse, then an iterative scan that refuses keys which would
 * reach a prototype once someone merges the object (__proto__, constructor.prototype). Fastify's
 * own parser refuses them too, but only as "not valid JSON"; here the caller is told why.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

const forbiddenKey = 'The request body contains a forbidden key (__proto__ or constructor.prototype)';

/** Iterative, so a deeply nested body cannot exhaust the stack. */
export function findPrototypeKey(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (!current || typeof current !== 'object') continue;
    if (!Array.isArray(current)) {
      if (Object.hasOwn(current, '__proto__')) return true;
      const ctor = Object.hasOwn(current, 'constructor') ? (current as Record<string, unknown>).constructor : undefined;
      if (ctor && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
    }
    for (const inner of Object.values(current)) if (inner && typeof inner === 'object') pending.push(inner);
  }
  return false;
}

/** JSON is the one body type (multipart joins it where a definition asks); text/plain is refused with 415. */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new ApiError('bad_json', 'The request body is not valid JSON'), undefined);
    }
    if ((text.includes('__proto__') || text.includes('prototype')) && findPrototypeKey(parsed)) {
      return done(new ApiError('bad_json', forbiddenKey), undefined);
    }
    done(null, parsed);
  });
}
