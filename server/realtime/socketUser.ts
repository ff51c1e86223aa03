/**
 * Who a socket is: set once by the handshake (installRealtime.ts) from the access token and the
 * principal, then moved by the chat events (status, typing) and the ticket watch. socket.io
 * hands it to the other instances as the socket's `data`, so it holds plain values only.
 */
export const chatStatuses = ['online', 'busy', 'away'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

export interface SocketUser {
  readonly userId: number;
  readonly username: string;
  readonly name: string;
  readonly bidang: number | null;
  readonly tokenVersion: number;
  readonly session: string;
  /** seconds since the epoch when the access token runs out */
  readonly expires: number;
  /** listed in the presence list (createUser) until leftChat */
  chatUser: boolean;
  status: ChatStatus;
  typingIn: string | null;
  /** the ticket whose detail this socket's page shows (set_ticket_watch), if any */
  watching: string | null;
}

/** The room of a user's own sockets, on every instance. */
export const userRoom = (username: string) => `user:${username}`;
