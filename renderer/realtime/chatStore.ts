/** What the chat knows: whether the socket is up, who is present, the user's own status, the messages of this visit. */
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
  addMessage: (message) => set((state) => ({ messages: [...state.messages, message].slice(-KEPT_MESSAGES) })),
  reset: () => set({ connected: false, users: [], messages: [] }),
}));
