/**
 * What the chat knows: whether the socket is up, who is present, the user's own status, the
 * messages of this visit. The presence list comes whole when the room is joined (updateUsers)
 * and as changes after that (usersChanged: entries that moved, usernames that left).
 */
import { create } from 'zustand';

export type ChatStatus = 'online' | 'busy' | 'away';

/** Fluent's presence names for the chat statuses. */
export const presenceOf = { online: 'available', busy: 'busy', away: 'away' } as const;

export interface PresentUser {
  readonly username: string;
  readonly name: string;
  readonly status: ChatStatus;
  /** the room the user is typing in, if any */
  readonly typing: string | null;
}

export interface ChatMessage {
  readonly room: string;
  readonly username: string;
  readonly name: string;
  readonly message: string;
  readonly at: string;
}

/** What moved in the presence list since it came whole. */
export interface PresenceChange {
  readonly changed?: readonly PresentUser[];
  readonly left?: readonly string[];
}

/** The list with the change applied, ordered by name as the server orders the whole list. */
export function withChange(users: readonly PresentUser[], change: PresenceChange): PresentUser[] {
  const gone = new Set([...(change.left ?? []), ...(change.changed ?? []).map((user) => user.username)]);
  const kept = users.filter((user) => !gone.has(user.username));
  return [...kept, ...(change.changed ?? [])].sort((a, b) => a.name.localeCompare(b.name));
}

/** The most messages kept in memory; older ones scroll away. */
const KEPT_MESSAGES = 200;

interface ChatState {
  connected: boolean;
  status: ChatStatus;
  users: readonly PresentUser[];
  messages: readonly ChatMessage[];
  setConnected(connected: boolean): void;
  setStatus(status: ChatStatus): void;
  setUsers(users: readonly PresentUser[]): void;
  changeUsers(change: PresenceChange): void;
  addMessage(message: ChatMessage): void;
  reset(): void;
}

export const useChatStore = create<ChatState>()((set) => ({
  connected: false,
  status: 'online',
  users: [],
  messages: [],
  setConnected: (connected) => set({ connected }),
  setStatus: (status) => set({ status }),
  setUsers: (users) => set({ users }),
  changeUsers: (change) => set((state) => ({ users: withChange(state.users, change) })),
  addMessage: (message) => set((state) => ({ messages: [...state.messages, message].slice(-KEPT_MESSAGES) })),
  reset: () => set({ connected: false, users: [], messages: [] }),
}));
