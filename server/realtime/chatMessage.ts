/**
 * A chat message as the server accepts it: text only, 1 to 1,000 characters after trimming, no
 * NUL byte (PostgreSQL and many clients choke on it). HTML is kept as typed and shown as text by
 * the client (React escapes it); nothing here renders markup.
 */
export const maxMessageLength = 1000;

export type MessageCheck = { ok: true; text: string } | { ok: false; reason: string };

export function checkChatMessage(value: unknown): MessageCheck {
  if (typeof value !== 'string') return { ok: false, reason: 'The message must be text' };
  if (value.includes('\u0000')) return { ok: false, reason: 'The message contains a NUL character' };
  const text = value.trim();
  if (!text) return { ok: false, reason: 'Empty Messages' };
  if (text.length > maxMessageLength) return { ok: false, reason: `The message is longer than ${maxMessageLength} characters` };
  return { ok: true, text };
}
