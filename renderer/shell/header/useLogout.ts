/** The logout sequence bound to the router, plus the shell's own stores it must empty. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { definitions } from '../../definitions.ts';
import { clearDashboard } from '../../screens/dashboard/dashboardStore.ts';
import { logout } from '../../session/authActions.ts';
import { clearBadgeCounts } from '../badges/badgeStore.ts';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout((path) => {
      clearDashboard();
      clearBadgeCounts();
      void navigate(path, { replace: true });
    }, definitions.app.router.afterLogoutPath);
  }, [navigate]);
}
