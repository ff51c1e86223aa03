/**
 * The data router: one root route for the shell, one splat route whose loader matches the
 * location against the definitions' route table (the engine owns matching, params, redirects
 * and trailing slashes, so the browser and the server agree on every path).
 */
import { createBrowserRouter } from 'react-router-dom';
import { RootShell } from './RootShell.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { routeLoader } from './routeLoader.ts';
import { RouteView } from './RouteView.tsx';

export function createPortalRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: () => null,
      children: [
        {
          id: 'page',
          path: '*',
          loader: routeLoader,
          element: <RouteView />,
          errorElement: <RouteErrorBoundary />,
        },
      ],
    },
  ]);
}
