/**
 * Shows the queued notifications as Fluent toasts: red for errors, green for success, the newest
 * on top. The messages of one failure are dispatched last first, so they read top to bottom in
 * the order they were given. Error toasts still on screen are dismissed when the store clears them.
 */
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useNotificationStore } from './notifications.ts';

export function NotificationToaster() {
  const toasterId = useId('portal-toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const queued = useNotificationStore((state) => state.queue.length);
  const errorsCleared = useNotificationStore((state) => state.errorsCleared);
  const shownErrors = useRef<string[]>([]);

  useEffect(() => {
    for (const toastId of shownErrors.current) dismissToast(toastId);
    shownErrors.current = [];
  }, [errorsCleared, dismissToast]);

  useEffect(() => {
    if (!queued) return;
    // Fluent puts each new toast of a top position above the others.
    for (const item of useNotificationStore.getState().take().reverse()) {
      const toastId = `portal-toast-${item.id}`;
      if (item.intent === 'error') shownErrors.current.push(toastId);
      dispatchToast(
        <Toast data-testid={`toast-${item.intent}`}>
          <ToastTitle>{item.message}</ToastTitle>
        </Toast>,
        { toastId, intent: item.intent, timeout: item.timeout, position: 'top-end' },
      );
    }
  }, [queued, dispatchToast]);

  return <Toaster toasterId={toasterId} limit={8} />;
}
