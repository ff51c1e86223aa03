/**
 * Errors the routing throws for the error page to show. The status decides the page (404,
 * 500, other); the message is shown on it.
 */
import { isRouteErrorResponse } from 'react-router-dom';
import type { LoadedPage } from '../../engine/definitions/model.ts';

export class RouteError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'RouteError';
    this.status = status;
  }
}

/** A page the signed-in user's permissions do not open: shown as a 403 inside the page's layout. */
export class PageForbidden extends RouteError {
  readonly page: LoadedPage;

  constructor(page: LoadedPage) {
    super(403, 'Forbidden');
    this.page = page;
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
