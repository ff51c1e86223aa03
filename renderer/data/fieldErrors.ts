/**
 * The per-field messages of a refused write (422). The server's one error body carries them in
 * `errors`, either as { field: message | message[] } or as a list of { field, message } entries
 * (ajv style, with an instancePath); both are read, and anything else is left to the toasts.
 */
import type { ErrorBody } from '../../engine/wire/errorBody.ts';

/** field -> messages, as the server sends them in ErrorBody.errors */
export type FieldErrors = NonNullable<ErrorBody['errors']>;

function fieldOf(entry: Record<string, unknown>): string | undefined {
  for (const key of ['field', 'property', 'path', 'instancePath']) {
    const value = entry[key];
    if (typeof value === 'string' && value !== '') return value.replace(/^[./]+/, '').split(/[./]/)[0];
  }
  return undefined;
}

function add(into: FieldErrors, field: string, message: unknown): void {
  if (typeof message !== 'string' || message === '') return;
  (into[field] ??= []).push(message);
}

export function fieldErrorsOf(body: unknown): FieldErrors {
  const out: FieldErrors = {};
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      if (!entry || typeof entry !== 'object') continue;
      const field = fieldOf(entry as Record<string, unknown>);
      if (field) add(out, field, (entry as { message?: unknown }).message);
    }
  } else if (errors && typeof errors === 'object') {
    for (const [field, value] of Object.entries(errors)) {
      for (const message of Array.isArray(value) ? value : [value]) add(out, field, message);
    }
  }
  return out;
}
