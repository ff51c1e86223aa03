/**
 * Every failure the server answers, as the one error body of engine/wire/errorBody.ts: known
 * failures (ours, fastify's, PostgreSQL's integrity errors) with their stable code, anything
 * else as a 500 that tells the caller nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { Translate } from '../../engine/validation/localizedMessage.ts';
import { errorCodes, type ErrorBody, type ErrorCode } from '../../engine/wire/errorBody.ts';
import { bodyTooLargeMessage, isBodyTooLarge } from './bodyTooLarge.ts';
import { requestTranslate } from './requestLanguage.ts';

/** The words of a failure in another language; what a translation lacks keeps its English. */
export type LocalizedParts = Pick<ErrorBody, 'message' | 'details' | 'errors'>;

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

  /** Says the failure in the request's language (set by the failures that have a locale key). */
  localize?: (translate: Translate) => LocalizedParts;

  /** The message by its locale key: the message, and the details and field errors that repeat it, are translated. */
  withKey(key: string, values?: Readonly<Record<string, string | number>>): this {
    this.localize = (translate) => {
      const text = translate(key, values) ?? this.message;
      const same = (entry: string) => (entry === this.message ? text : entry);
      return {
        message: text,
        ...(this.details && { details: this.details.map(same) }),
        ...(this.errors && { errors: Object.fromEntries(Object.entries(this.errors).map(([field, messages]) => [field, messages.map(same)])) }),
      };
    };
    return this;
  }

  /** The body; with `translate`, in the language it speaks. */
  toBody(translate?: Translate): ErrorBody {
    const parts: LocalizedParts = translate && this.localize ? this.localize(translate) : { message: this.message, details: this.details, errors: this.errors };
    const body: ErrorBody = { message: parts.message, code: this.code };
    if (parts.details?.length) body.details = parts.details;
    if (parts.errors && Object.keys(parts.errors).length) body.errors = parts.errors;
    return body;
  }
}

export const badRequest = (message: string, details?: string[]) => new ApiError('bad_request', message, details);
export const badQuery = (message: string, details?: string[]) => new ApiError('bad_query', message, details);
/** A failure with its stock sentence: the English given, and its key for other languages. */
const stock = (code: ErrorCode, key: string, message: string) => new ApiError(code, message).withKey(`common.serverError.${key}`);

export const unauthenticated = (message?: string) => (message ? new ApiError('unauthenticated', message) : stock('unauthenticated', 'unauthenticated', 'Unauthenticated'));
export const forbidden = (message?: string) => (message ? new ApiError('forbidden', message) : stock('forbidden', 'forbidden', 'You do not have permission to do this'));
export const notFound = (message?: string) => (message ? new ApiError('not_found', message) : stock('not_found', 'notFound', 'Data not found'));
export const conflict = (message: string) => new ApiError('conflict', message);

/** Where a non-ApiError came from decides what the caller may be told about it. */
function fromFastify(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return stock('payload_too_large', 'tooLarge', 'The request is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return stock('unsupported_media_type', 'mediaType', 'This content type is not accepted here');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return stock('bad_json', 'badJson', 'The request body is not valid JSON');
    case 'FST_ERR_VALIDATION':
      return badRequest('The request is not valid', error.validation?.map((v) => `${v.instancePath || v.params?.missingProperty || ''} ${v.message ?? ''}`.trim()));
  }
  // JSON.parse and secure-json-parse (a __proto__ key) throw a SyntaxError with status 400.
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON|prototype/i.test(error.message))) {
    return new ApiError('bad_json', /prototype/i.test(error.message) ? 'The request body contains a forbidden key' : 'The request body is not valid JSON');
  }
  if (error.statusCode === 413) return stock('payload_too_large', 'tooLarge', 'The request is too large');
  if (error.statusCode === 429) return new ApiError('rate_limited', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && error.code?.startsWith('FST_')) {
    return stock('bad_request', 'invalidRequest', 'The request is not valid');
  }
  return undefined;
}

/** PostgreSQL integrity errors that a caller can mend; everything else stays a 500. */
function fromPostgres(error: { code?: string; constraint?: string }): ApiError | undefined {
  if (error.code === '23505') return stock('conflict', 'valueUsed', 'This value is already used by another record');
  if (error.code === '23503') return stock('conflict', 'inUse', 'This record is still in use by other data');
  if (error.code === '22P02' || error.code === '22003' || error.code === '22007' || error.code === '22008') {
    return stock('validation', 'wrongFormat', 'A value has the wrong format');
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

/** Sends the error's body; given `translate` (the request's language), in that language. */
export function sendError(reply: FastifyReply, error: ApiError, translate?: Translate): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  // The words depend on the locale cookie and Accept-Language: a shared cache must keep them apart.
  if (translate) reply.header('vary', 'Cookie, Accept-Language');
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(error.toBody(translate));
}

/**
 * Every failure answers in the caller's language when `definitions` are given: the locale
 * cookie's, else Accept-Language's, else the server's English (requestLanguage.ts).
 */
export function installErrorHandlers(app: FastifyInstance, definitions?: LoadedDefinitions): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const translate = definitions && requestTranslate(definitions, request);
    const known = isBodyTooLarge(error) ? new ApiError('payload_too_large', bodyTooLargeMessage(app.initialConfig.bodyLimit ?? 0)) : toApiError(error);
    if (known) return sendError(reply, known, translate);
    request.log.error({ err: error }, 'unexpected failure');
    return sendError(reply, stock('internal', 'internal', 'Server Error'), translate);
  });
}

/** The spec's 404 wording (shell.md section 8). */
export function routeNotFound(url: string): ApiError {
  const path = url.split('?')[0].slice(0, 200);
  return new ApiError('not_found', `The requested URL ${path} was not found on this server.`).withKey('common.serverError.routeNotFound', { url: path });
}
