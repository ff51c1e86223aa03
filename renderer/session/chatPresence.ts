/**
 * The chat room the shell joins after sign-in and leaves on logout. The real-time part comes
 * with the realtime module; until then leaving is a no-op the logout sequence still calls, so
 * the sequence keeps the spec's order when the socket arrives.
 */
export const DEFAULT_CHAT_ROOM = 'general';

export async function leaveChatRoom(): Promise<void> {
  // Intentionally empty until the realtime module exists.
}
