/** Shows the queued notifications as Fluent toasts: red for errors, green for success. */
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useNotificationStore } from './notifications.ts';

export function NotificationToaster() {
  const toasterId = useId('portal-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const queued = useNotificationStore((state) => state.queue.length);

  useEffect(() => {
    if (!queued) return;
    for (const item of useNotificationStore.getState().take()) {
      dispatchToast(
        <Toast data-testid={`toast-${item.intent}`}>
          <ToastTitle>{item.message}</ToastTitle>
        </Toast>,
        { intent: item.intent, timeout: item.timeout, position: 'top-end' },
      );
    }
  }, [queued, dispatchToast]);

  return <Toaster toasterId={toasterId} limit={8} />;
}
