/** Reloads the dashboard data (the birthday call); the page overlay shows while it runs. */
import { Button } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { refreshDashboard, useDashboardStore } from '../../screens/dashboard/dashboardStore.ts';

export function DashboardRefresh() {
  const { t } = useTranslation();
  const busy = useDashboardStore((s) => s.overlay);
  const label = t('shell.header.dashboardRefresh');
  return (
    <Button
      aria-label={label}
      title={label}
      appearance="transparent"
      className="pt-header-button"
      icon={<ArrowClockwiseRegular className={busy ? 'pt-spin' : undefined} />}
      disabled={busy}
      data-testid="dashboard-refresh"
      onClick={() => void refreshDashboard()}
    />
  );
}
