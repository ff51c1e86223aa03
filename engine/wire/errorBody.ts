/**
 * The one error contract: every failed call answers { message, code, details?, errors? }.
 * The client shows `message` as a red notification, then each entry of details and errors
 * (engine/errors/normaliseError.ts). Codes are stable, in this one table with their HTTP status,
 * so tests and clients match on them; messages never carry a stack or SQL.
 */
export const errorCodes = {
  bad_request: 400,
  bad_json: 400,
  bad_query: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid_state: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  export_too_large: 422,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorCodes;

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** problems that belong to no one field (each unknown sort field of a list query, ...) */
  details?: string[];
  /** field -> messages, from record validation */
  errors?: Record<string, string[]>;
}
