/**
 * Entry point: mount the app once the chosen language's texts are in (a chunk of their own,
 * fetched while this one runs), start the page's data meanwhile, and register the service worker
 * of shell.md section 7.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { i18nReady } from './i18n/instance.ts';
import { startLoadingLocation } from './routing/routeLoader.ts';
import { registerServiceWorker } from './session/serviceWorker.ts';
import './theme/layout.css';

// The page's definitions and rows need no texts: they start while the texts chunk comes.
startLoadingLocation(window.location);

// Without its texts the first paint would show keys; a failed text chunk still shows the app.
void i18nReady.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
