/**
 * Turns a failed answer's body into the messages to show, by the engine's normaliser (the same
 * rules the server's tests and every screen rely on).
 */
import { normaliseError } from '../../engine/errors/normaliseError.ts';

export function errorMessages(status: number, text: string): string[] {
  return normaliseError({ status, bodyText: text });
}
