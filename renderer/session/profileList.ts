/**
 * Permissions and roles arrive as base64-encoded JSON; the engine decodes them. A server that
 * already sends a plain list is accepted as it is.
 */
import { decodeProfileList as decodeBase64List } from '../../engine/user/profile.ts';

export function decodeProfileList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
  return typeof value === 'string' ? decodeBase64List(value) : [];
}
