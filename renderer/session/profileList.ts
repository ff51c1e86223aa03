/**
 * Permissions and roles arrive as base64-encoded JSON. Adapter over the engine's decoder, kept
 * in one place so the shell never decodes the profile itself.
 */
export function decodeProfileList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'string' ? entry : String((entry as { name?: unknown }).name ?? entry)));
  if (typeof value !== 'string' || value === '') return [];
  try {
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    return decodeProfileList(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return [];
  }
}
