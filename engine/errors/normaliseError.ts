/**
 * A failed call as the red notifications the user reads (modules.md section 8): the server's
 * message, then each entry of details and of errors; 'Server Error!' when there is no body,
 * 'Something wrong!' when the body cannot be read.
 */

export interface CallFailure {
  status?: number;
  bodyText?: string | null;
}

export const noBodyMessage = 'Server Error!';
export const unparseableMessage = 'Something wrong!';

/** details and errors come as strings, lists of strings or of { message }, or field -> string | strings. */
function entriesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => (item && typeof item === 'object' && !Array.isArray(item) ? entriesOf((item as { message?: unknown }).message) : entriesOf(item)));
  if (value && typeof value === 'object') return Object.values(value).flatMap(entriesOf);
  return [];
}

/**
 * The texts of the spec's catalogue are the defaults; app.json's errors.clientNoBody and
 * errors.clientUnparseable may be passed in their place.
 */
export function normaliseError(
  failure: CallFailure,
  texts: { noBody?: string; unparseable?: string } = {},
): string[] {
  const noBody = texts.noBody ?? noBodyMessage;
  const unparseable = texts.unparseable ?? unparseableMessage;
  const text = failure.bodyText;
  if (text === undefined || text === null || text.trim() === '') return [noBody];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [unparseable];
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [unparseable];
  const { message, details, errors } = body as { message?: unknown; details?: unknown; errors?: unknown };
  // The same sentence twice would only be two identical red notifications.
  const messages = [...new Set([...entriesOf(message), ...entriesOf(details), ...entriesOf(errors)])];
  return messages.length > 0 ? messages : [unparseable];
}
