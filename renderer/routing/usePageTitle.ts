/** "The page title is 'Apps - ' followed by the route path." */
import { useEffect } from 'react';
import { pageTitle } from '../../engine/routes/routeTable.ts';
import { definitions } from '../definitions.ts';

export function usePageTitle(path: string): void {
  useEffect(() => {
    document.title = pageTitle(definitions.app.router.pageTitlePrefix, path);
  }, [path]);
}
