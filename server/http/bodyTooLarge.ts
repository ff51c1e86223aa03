/**
 * A body over the server's limit (fastify's bodyLimit: 1 MB, the JSON body limit of app.ts) is a
 * 413 in the error contract that says the limit, not fastify's bare "Request body is too large".
 * Fastify refuses it from Content-Length before reading, or while reading a chunked body.
 */
import { formatFileSize } from '../../engine/files/fileFormat.ts';

export function isBodyTooLarge(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
}

export function bodyTooLargeMessage(limitBytes: number): string {
  return `The request body is larger than ${formatFileSize(limitBytes)}, the most the server accepts`;
}
