/** The loading overlay over the page while the dashboard data is being fetched. */
import { Spinner } from '@fluentui/react-components';
import { useDashboardStore } from '../../screens/dashboard/dashboardStore.ts';

export function PageOverlay() {
  const on = useDashboardStore((s) => s.overlay);
  if (!on) return null;
  return (
    <div className="pt-page-overlay" data-testid="page-overlay" role="status" aria-live="polite">
      <Spinner size="large" />
    </div>
  );
}
