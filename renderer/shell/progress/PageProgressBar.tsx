/** The thin bar at the top of the page; red when the load failed. */
import { ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useProgressStore } from './progressStore.ts';

export function PageProgressBar() {
  const { t } = useTranslation();
  const { visible, percent, failed } = useProgressStore();
  if (!visible) return null;
  return (
    <div className="pt-progress" data-testid="page-progress" data-failed={failed || undefined}>
      <ProgressBar value={percent / 100} thickness="large" color={failed ? 'error' : 'brand'} shape="square" aria-label={t('shell.layout.loading')} />
    </div>
  );
}
