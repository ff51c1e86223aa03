/**
 * Every failure the server answers, as the one error body of engine/wire/errorBody.ts: known
 * failures (ours, fastify's, PostgreSQL's integrity errors) with their stable code, anything
 * else as a 500 that tells the caller nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes, type ErrorBody, type ErrorCode } from '../../engine/wire/errorBody.ts';
import { bodyTooLargeMessage, isBodyTooLarge } from './bodyTooLarge.ts';

export class ApiError extends Error {
  readonly statusCode: number;
  /** extra response headers (Retry-After on 429) */
  headers: Record<string, string> = {};
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: string[],
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.statusCode = errorCodes[code];
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, code: this.code };
    if (this.details?.length) body.details = this.details;
    if (this.errors && Object.keys(this.errors).length) body.errors = this.errors;
    return body;
  }
}

export const badRequest = (message: string, details?: string[]) => new ApiError('bad_request', message, details);
export const badQuery = (message: string, details?: string[]) => new ApiError('bad_query', message, details);
export const unauthenticated = (message = 'Unauthenticated') => new ApiError('unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do this') => new ApiError('forbidden', message);
export const notFound = (message = 'Data not found') => new ApiError('not_found', message);
export const conflict = (message: string) => new ApiError('conflict', message);

/** Where a non-ApiError came from decides what the caller may be told about it. */
function fromFastify(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError('payload_too_large', 'The request is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError('unsupported_media_type', 'This content type is not accepted here');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('bad_json', 'The request body is not valid JSON');
    case 'FST_ERR_VALIDATION':
      return badRequest('The request is not valid', error.validation?.map((v) => `${v.instancePath || v.params?.missingProperty || ''} ${v.message ?? ''}`.trim()));
  }
  // JSON.parse and secure-json-parse (a __proto__ key) throw a SyntaxError with status 400.
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON|prototype/i.test(error.message))) {
    return new ApiError('bad_json', /prototype/i.test(error.message) ? 'The request body contains a forbidden key' : 'The request body is not valid JSON');
  }
  if (error.statusCode === 413) return new ApiError('payload_too_large', 'The request is too large');
  if (error.statusCode === 429) return new ApiError('rate_limited', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && error.code?.startsWith('FST_')) {
    return badRequest('The request is not valid');
  }
  return undefined;
}

/** PostgreSQL integrity errors that a caller can mend; everything else stays a 500. */
function fromPostgres(error: { code?: string; constraint?: string }): ApiError | undefined {
  if (error.code === '23505') return conflict('This value is already used by another record');
  if (error.code === '23503') return conflict('This record is still in use by other data');
  if (error.code === '22P02' || error.code === '22003' || error.code === '22007' || error.code === '22008') {
    return new ApiError('validation', 'A value has the wrong format');
  }
  // Text PostgreSQL cannot hold (a NUL character): the input checks refuse it first; this is the net.
  if (error.code === '22021' || error.code === '22P05') return badRequest('Text must not contain the NUL character (\\u0000)');
  return undefined;
}

export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error && typeof error === 'object') {
    const known = fromFastify(error as FastifyError) ?? fromPostgres(error as { code?: string });
    if (known) return known;
  }
  return undefined;
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(error.toBody());
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = isBodyTooLarge(error) ? new ApiError('payload_too_large', bodyTooLargeMessage(app.initialConfig.bodyLimit ?? 0)) : toApiError(error);
    if (known) return sendError(reply, known);
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).type('application/json; charset=utf-8').send({ message: 'Server Error', code: 'internal' } satisfies ErrorBody);
  });
}

/** The spec's 404 wording (shell.md section 8). */
export function routeNotFound(url: string): ApiError {
  return new ApiError('not_found', `The requested URL ${url.split('?')[0].slice(0, 200)} was not found on this server.`);
}
