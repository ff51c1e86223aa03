/**
 * The loading ring of pages and screens: a ring drawn by CSS (theme/layout.css .pt-loading-ring,
 * the look of Fluent's medium Spinner) and its label for screen readers. Fluent's Spinner would
 * add its code (2.5 KiB gzipped) to every list page's first load for a ring shown a moment.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadingRing({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="pt-page-loading" role="status">
      {children}
      <span className="pt-loading-ring" aria-hidden="true" />
      <span className="pt-visually-hidden">{t('common.list.loading')}</span>
    </div>
  );
}
