/**
 * Toast notifications, callable from anywhere (hooks, stores, plain functions). The store only
 * queues them; the Toaster mounted in the app (NotificationToaster.tsx) shows and drains them.
 * A blue toast tells of something that happened elsewhere (a new ticket for a handler).
 * A red toast says what went wrong with what the user was doing; once a later action succeeds
 * or the user goes to another page it is out of date, so both clear the error toasts.
 */
import { create } from 'zustand';
import { definitions } from '../definitions.ts';
import { i18n } from '../i18n/instance.ts';
import { successMessage } from '../i18n/successMessage.ts';

export type NotificationIntent = 'error' | 'success' | 'info';

export interface PortalNotification {
  readonly id: number;
  readonly intent: NotificationIntent;
  readonly message: string;
  /** milliseconds before it hides */
  readonly timeout: number;
}

interface NotificationState {
  queue: PortalNotification[];
  /** grows each time the error toasts are cleared; the Toaster dismisses the ones it shows */
  errorsCleared: number;
  push(items: Array<Omit<PortalNotification, 'id'>>): void;
  take(): PortalNotification[];
  clearErrors(): void;
}

let nextId = 1;
const ERROR_TIMEOUT_MS = 6000;
const SUCCESS_TIMEOUT_MS = 3000;
const INFO_TIMEOUT_MS = 8000;

export const useNotificationStore = create<NotificationState>()((set, get) => ({
  queue: [],
  errorsCleared: 0,
  push: (items) => set((state) => ({ queue: [...state.queue, ...items.map((item) => ({ ...item, id: nextId++ }))] })),
  take: () => {
    const taken = get().queue;
    if (taken.length) set({ queue: [] });
    return taken;
  },
  clearErrors: () => set((state) => ({ errorsCleared: state.errorsCleared + 1, queue: state.queue.filter((item) => item.intent !== 'error') })),
}));

/** One red toast per message, in order. */
export function notifyError(messages: string[]): void {
  useNotificationStore.getState().push(messages.map((message) => ({ intent: 'error', message, timeout: ERROR_TIMEOUT_MS })));
}

/** A green toast; the red ones of earlier failures no longer apply and go. */
export function notifySuccess(message?: string): void {
  const store = useNotificationStore.getState();
  store.clearErrors();
  store.push([{ intent: 'success', message: successMessage(i18n, definitions, message), timeout: SUCCESS_TIMEOUT_MS }]);
}

/** A blue toast: news from elsewhere, not about what the user is doing (the red ones stay). */
export function notifyInfo(message: string): void {
  useNotificationStore.getState().push([{ intent: 'info', message, timeout: INFO_TIMEOUT_MS }]);
}

/** Leaving a page leaves its failures behind. */
export function clearErrorNotifications(): void {
  useNotificationStore.getState().clearErrors();
}
