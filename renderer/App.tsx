/** The whole app: i18n, theme, screen registry, router, and the toasts. */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from './i18n/instance.ts';
import { createPortalRouter } from './routing/router.tsx';
import { createScreenRegistry, ScreenRegistryContext } from './screens/screenRegistry.tsx';
import { useNotificationStore } from './shell/notifications.ts';
import { PageProgressBar } from './shell/progress/PageProgressBar.tsx';
import { ThemeRoot } from './theme/ThemeRoot.tsx';

const NotificationToaster = lazy(() => import('./shell/NotificationToaster.tsx').then((m) => ({ default: m.NotificationToaster })));

/** The toaster (Fluent's toast code) is fetched with the first notification; the queue holds it until then. */
function ToasterOnFirstUse() {
  const queued = useNotificationStore((state) => state.queue.length > 0);
  const [needed, setNeeded] = useState(queued);
  useEffect(() => {
    if (queued) setNeeded(true);
  }, [queued]);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationToaster />
    </Suspense>
  ) : null;
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
