/** The whole app: i18n, theme, screen registry, router, and the toasts. */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from './i18n/instance.ts';
import { createPortalRouter } from './routing/router.tsx';
import { createScreenRegistry, ScreenRegistryContext } from './screens/screenRegistry.tsx';
import { useNotificationStore, type PortalNotification } from './shell/notifications.ts';
import { PageProgressBar } from './shell/progress/PageProgressBar.tsx';
import { ThemeRoot } from './theme/ThemeRoot.tsx';

const NotificationToaster = lazy(() => import('./shell/NotificationToaster.tsx').then((m) => ({ default: m.NotificationToaster })));

/**
 * The toaster (Fluent's toast code) is fetched with the first notification, which waits in the
 * store meanwhile. The waiting ones are handed back only once the toaster has mounted: a toaster
 * that mounts with a full queue (or is mounted twice by StrictMode) would drop what it drains
 * before its own listener is up.
 */
function ToasterOnFirstUse() {
  const queued = useNotificationStore((state) => state.queue.length > 0);
  const [held, setHeld] = useState<PortalNotification[] | null>(null);
  useEffect(() => {
    if (queued && held === null) setHeld(useNotificationStore.getState().take());
  }, [queued, held]);
  return held === null ? null : (
    <Suspense fallback={null}>
      <NotificationToaster />
      <HandBack held={held} />
    </Suspense>
  );
}

function HandBack({ held }: { held: readonly PortalNotification[] }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      if (held.length) useNotificationStore.getState().push(held.map(({ intent, message, timeout }) => ({ intent, message, timeout })));
    }, 0);
    return () => clearTimeout(timer);
  }, [held]);
  return null;
}

export function App() {
  const router = useMemo(() => createPortalRouter(), []);
  const screens = useMemo(() => createScreenRegistry(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot>
        <ScreenRegistryContext.Provider value={screens}>
          <PageProgressBar />
          <RouterProvider router={router} />
          <ToasterOnFirstUse />
        </ScreenRegistryContext.Provider>
      </ThemeRoot>
    </I18nextProvider>
  );
}
