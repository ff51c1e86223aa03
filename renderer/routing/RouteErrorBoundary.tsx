/**
 * The router's error element: a failed chunk load reloads the page, a redirect is followed
 * rather than shown, anything else shows the error page (guarded against failing itself) and
 * turns the progress bar red.
 */
import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router-dom';
import { ErrorPage } from '../screens/errors/ErrorPage.tsx';
import { ErrorPageBoundary } from '../screens/errors/ErrorPageBoundary.tsx';
import { failProgress } from '../shell/progress/progressStore.ts';
import { isChunkLoadError, reloadForChunkError } from './chunkError.ts';
import { errorInfo } from './routeError.ts';
import { usePageTitle } from './usePageTitle.ts';

function redirectTarget(error: unknown): string | null {
  if (error instanceof Response && error.status >= 300 && error.status < 400) return error.headers.get('Location');
  return null;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const chunk = isChunkLoadError(error);
  const redirect = redirectTarget(error);
  usePageTitle(location.pathname);

  useEffect(() => {
    if (chunk && reloadForChunkError()) return;
    if (!redirect) failProgress();
    if (!chunk && !redirect && !(error instanceof Error && error.name === 'RouteError')) console.error(error);
  }, [error, chunk, redirect]);

  if (redirect) return <Navigate to={redirect} replace />;
  const info = errorInfo(error);
  return (
    <ErrorPageBoundary>
      <ErrorPage status={info.status} path={location.pathname} message={info.status === 404 || error instanceof Error && error.name === 'RouteError' ? info.message : undefined} />
    </ErrorPageBoundary>
  );
}
