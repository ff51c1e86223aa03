/**
 * A failed call of the data provider: the shell's ApiError (status and the normalised messages
 * to toast) plus what a form needs from a refused write, the messages of each field.
 */
import { ApiError } from '../session/apiClient.ts';
import { errorMessages } from '../session/errorMessages.ts';
import { notifyError } from '../shell/notifications.ts';
import { type FieldErrors, fieldErrorsOf } from './fieldErrors.ts';

export class RequestFailure extends ApiError {
  readonly fieldErrors: FieldErrors;

  constructor(status: number, messages: string[], fieldErrors: FieldErrors = {}) {
    super(status, messages);
    this.name = 'RequestFailure';
    this.fieldErrors = fieldErrors;
  }
}

/** Builds the failure from a non-2xx answer's body text. */
export function requestFailure(status: number, text: string): RequestFailure {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return new RequestFailure(status, errorMessages(status, text), fieldErrorsOf(body));
}

/**
 * An endpoint the definitions declare but the server does not serve (yet): 404 or 501 from a
 * call whose path has no record id in it. A screen says so in place instead of a red toast.
 */
export function isNotServed(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 501);
}

/** The red toasts of a failure: its messages, or `replacement` when the action declares one. */
export function reportFailure(error: unknown, replacement?: string): void {
  if (replacement) notifyError([replacement]);
  else if (error instanceof ApiError) notifyError(error.messages);
  else notifyError(errorMessages(0, ''));
}
