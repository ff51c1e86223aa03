/** A red toast belongs to the page it was raised on: going to another page clears it. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { clearErrorNotifications } from './notifications.ts';

export function useClearErrorsOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clearErrorNotifications();
  }, [pathname]);
}
