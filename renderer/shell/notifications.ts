/**
 * Toast notifications, callable from anywhere (hooks, stores, plain functions). The store only
 * queues them; the Toaster mounted in the layout (NotificationToaster.tsx) shows and drains them.
 */
import { create } from 'zustand';

export type NotificationIntent = 'error' | 'success';

export interface PortalNotification {
  readonly id: number;
  readonly intent: NotificationIntent;
  readonly message: string;
  /** milliseconds before it hides */
  readonly timeout: number;
}

interface NotificationState {
  queue: PortalNotification[];
  push(items: Array<Omit<PortalNotification, 'id'>>): void;
  take(): PortalNotification[];
}

let nextId = 1;
const ERROR_TIMEOUT_MS = 6000;
const SUCCESS_TIMEOUT_MS = 3000;

export const useNotificationStore = create<NotificationState>()((set, get) => ({
  queue: [],
  push: (items) => set((state) => ({ queue: [...state.queue, ...items.map((item) => ({ ...item, id: nextId++ }))] })),
  take: () => {
    const taken = get().queue;
    if (taken.length) set({ queue: [] });
    return taken;
  },
}));

/** One red toast per message, in order. */
export function notifyError(messages: string[]): void {
  useNotificationStore.getState().push(messages.map((message) => ({ intent: 'error', message, timeout: ERROR_TIMEOUT_MS })));
}

export function notifySuccess(message = 'Success'): void {
  useNotificationStore.getState().push([{ intent: 'success', message, timeout: SUCCESS_TIMEOUT_MS }]);
}
