/**
 * Entry point: mount the app once the chosen language's texts and colour theme are in (chunks of
 * their own, fetched while this one runs), start the page's data meanwhile, and register the
 * service worker of shell.md section 7.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { i18nReady } from './i18n/instance.ts';
import { startLoadingLocation } from './routing/routeLoader.ts';
import { registerServiceWorker } from './session/serviceWorker.ts';
import { useStyleStore } from './theme/styleStore.ts';
import { loadTheme } from './theme/themeObjects.ts';
import { isThemeId } from './theme/themes.ts';
import './theme/layout.css';

// The page's definitions and rows need no texts: they start while the texts chunk comes.
startLoadingLocation(window.location);

const chosenTheme = useStyleStore.getState().theme;
const themeReady = loadTheme(isThemeId(chosenTheme) ? chosenTheme : 'a').catch(() => loadTheme('a'));

// Without its texts the first paint would show keys; a failed text chunk still shows the app.
void Promise.allSettled([i18nReady, themeReady]).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
