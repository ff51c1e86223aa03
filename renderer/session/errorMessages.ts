/**
 * Turns a failed answer's raw body into the messages to show. The rules live in the engine's
 * normaliser; this adapter only parses the body text.
 */
export function errorMessages(status: number, text: string): string[] {
  void status;
  if (text.trim() === '') return ['Server Error!'];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['Something wrong!'];
  }
  const messages: string[] = [];
  const b = body as { message?: unknown; details?: unknown; errors?: unknown };
  if (typeof b.message === 'string') messages.push(b.message);
  for (const list of [b.details, b.errors]) {
    if (Array.isArray(list)) for (const entry of list) messages.push(typeof entry === 'string' ? entry : JSON.stringify(entry));
    else if (list && typeof list === 'object') for (const value of Object.values(list)) messages.push(String(value));
  }
  return messages.length ? messages : ['Server Error!'];
}
