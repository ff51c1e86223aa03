/**
 * The chat room the shell joins after sign-in and leaves on logout (shell.md section 4: the
 * logout sequence leaves the chat room before the profile is cleared). The socket's code is
 * loaded with the first signed-in page, never with the sign-in page.
 */

export async function leaveChatRoom(): Promise<void> {
  const { disconnectRealtime } = await import('../realtime/socketClient.ts');
  await disconnectRealtime();
}
