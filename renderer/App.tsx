/** The whole app: i18n, theme, screen registry, router, and the toasts. */
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from './i18n/instance.ts';
import { createPortalRouter } from './routing/router.tsx';
import { createScreenRegistry, ScreenRegistryContext } from './screens/screenRegistry.tsx';
import { NotificationToaster } from './shell/NotificationToaster.tsx';
import { PageProgressBar } from './shell/progress/PageProgressBar.tsx';
import { ThemeRoot } from './theme/ThemeRoot.tsx';

export function App() {
  const router = useMemo(() => createPortalRouter(), []);
  const screens = useMemo(() => createScreenRegistry(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot>
        <ScreenRegistryContext.Provider value={screens}>
          <PageProgressBar />
          <RouterProvider router={router} />
          <NotificationToaster />
        </ScreenRegistryContext.Provider>
      </ThemeRoot>
    </I18nextProvider>
  );
}
