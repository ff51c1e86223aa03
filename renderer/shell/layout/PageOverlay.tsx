/**
 * The loading overlay over the page while the dashboard data is being fetched: the CSS ring of
 * LoadingRing, not Fluent's Spinner, whose code every page's frame would otherwise fetch.
 */
import { useTranslation } from 'react-i18next';
import { useDashboardStore } from '../../screens/dashboard/dashboardStore.ts';

export function PageOverlay() {
  const { t } = useTranslation();
  const on = useDashboardStore((s) => s.overlay);
  if (!on) return null;
  return (
    <div className="pt-page-overlay" data-testid="page-overlay" role="status" aria-live="polite">
      <span className="pt-loading-ring" aria-hidden="true" />
      <span className="pt-visually-hidden">{t('common.list.loading')}</span>
    </div>
  );
}
