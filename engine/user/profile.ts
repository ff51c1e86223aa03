/**
 * The profile's permissions and roles arrive as base64-encoded JSON (shell.md section 3).
 * atob/btoa and TextDecoder/TextEncoder exist in browsers and in Node, so one decoder serves
 * both; UTF-8 is decoded properly, which atob alone does not do.
 */

function toBase64Alphabet(text: string): string {
  // Accept base64url and missing padding: the encoder on the other side is not ours to choose.
  const standard = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  return standard + '='.repeat((4 - (standard.length % 4)) % 4);
}

/** The list of strings in a base64 JSON array; anything else (bad base64, bad JSON, not an array) is []. Non-string entries are dropped. */
export function decodeProfileList(base64Json: string): string[] {
  if (typeof base64Json !== 'string' || base64Json.trim() === '') return [];
  try {
    const binary = atob(toBase64Alphabet(base64Json));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function encodeProfileList(list: readonly string[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(list));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The avatar shown when the profile has none, and after the profile is cleared. */
export const defaultAvatar = 'default.jpg';

/** "The avatar is fetched from /sso/gn/dp/{file}." */
export function avatarPath(file: string | null | undefined): string {
  const name = file && file.trim() !== '' ? file : defaultAvatar;
  return `/sso/gn/dp/${encodeURIComponent(name)}`;
}
