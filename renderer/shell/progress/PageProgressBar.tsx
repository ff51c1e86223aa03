/**
 * The thin bar at the top of the page; red when the load failed. A plain element with the
 * progressbar role and the look of Fluent's large square ProgressBar (layout.css .pt-progress-*):
 * it is in the entry, and Fluent's ProgressBar brought its code and styles to every first load,
 * the sign-in page's included.
 */
import { useTranslation } from 'react-i18next';
import { useProgressStore } from './progressStore.ts';

export function PageProgressBar() {
  const { t } = useTranslation();
  const { visible, percent, failed } = useProgressStore();
  if (!visible) return null;
  const value = Math.round(percent) / 100;
  return (
    <div className="pt-progress" data-testid="page-progress" data-failed={failed || undefined}>
      <div className="pt-progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={1} aria-valuenow={value} aria-label={t('shell.layout.loading')}>
        <div className="pt-progress-bar" style={{ width: `${value * 100}%` }} />
      </div>
    </div>
  );
}
