/**
 * Who is looking at which ticket, as the server last said (active_ticket_watch): each notice
 * carries everyone looking now, so the latest one per ticket is the whole answer. Forgotten when
 * the socket drops (the server forgets this socket's watch too; it is sent again on reconnect).
 */
import { create } from 'zustand';

export interface TicketViewer {
  readonly username: string;
  readonly name: string;
}

export interface TicketWatchNotice {
  readonly ticket_id: string;
  readonly viewers: readonly TicketViewer[];
}

interface TicketWatchState {
  viewers: Readonly<Record<string, readonly TicketViewer[]>>;
  noticed(notice: TicketWatchNotice): void;
  reset(): void;
}

export const useTicketWatchStore = create<TicketWatchState>()((set) => ({
  viewers: {},
  noticed: (notice) => set((state) => ({ viewers: { ...state.viewers, [notice.ticket_id]: notice.viewers } })),
  reset: () => set({ viewers: {} }),
}));
