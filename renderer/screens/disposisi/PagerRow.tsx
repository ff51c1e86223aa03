/** "1–15 of 60" with Previous and Next, under a page of a disposition list. */
import { Button, Caption1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface PageInfo {
  readonly from: number;
  readonly to: number;
  readonly total: number;
  readonly last_page: number;
}

export function PagerRow({ answer, page, onPage }: { answer: PageInfo; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (answer.total === 0) return null;
  return (
    <div className="pt-screen-head">
      <Caption1>{t('common.list.range', { from: answer.from, to: answer.to, total: answer.total })}</Caption1>
      <span className="pt-grow" />
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.list.previous')}
      </Button>
      <Button disabled={page >= answer.last_page} onClick={() => onPage(page + 1)}>
        {t('common.list.next')}
      </Button>
    </div>
  );
}
