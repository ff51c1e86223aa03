/**
 * Errors the routing throws for the error page to show. The status decides the page (404,
 * 500, other); the message is shown on it.
 */
import { isRouteErrorResponse } from 'react-router-dom';

export class RouteError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'RouteError';
    this.status = status;
  }
}

export interface ErrorInfo {
  readonly status: number;
  readonly message?: string;
}

/** "Status is taken from the error's statusCode, status or response status, and defaults to 500." */
export function errorInfo(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: unknown } | string | undefined;
    const message = typeof body === 'string' ? body : typeof body?.message === 'string' ? body.message : undefined;
    return { status: error.status, message };
  }
  const e = (error ?? {}) as { statusCode?: unknown; status?: unknown; response?: { status?: unknown }; message?: unknown };
  const status = [e.statusCode, e.status, e.response?.status].find((s): s is number => typeof s === 'number' && s >= 400) ?? 500;
  return { status, message: typeof e.message === 'string' ? e.message : undefined };
}
