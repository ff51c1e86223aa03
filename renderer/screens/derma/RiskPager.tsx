/** The risk lists' pager: rows per page (6, 15, 30, 60, 100), where the page stands, previous and next. */
import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Paginator } from '../../../engine/wire/paginator.ts';
import { riskPageSizes } from './dermaStages.ts';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', justifyContent: 'space-between' },
  size: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  moves: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

interface RiskPagerProps {
  readonly page: Paginator<unknown> | undefined;
  readonly size: number;
  readonly onSize: (size: number) => void;
  readonly onPage: (page: number) => void;
}

export function RiskPager({ page, size, onSize, onPage }: RiskPagerProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const number = new Intl.NumberFormat(i18n.language);
  const current = page?.page ?? 1;
  const last = page?.last_page ?? 1;
  return (
    <nav className={styles.pager} aria-label={t('derma.stage.pager')}>
      <label className={styles.size}>
        <Text>{t('derma.stage.pageSize')}</Text>
        <Select aria-label={t('derma.stage.pageSize')} value={String(size)} onChange={(_, data) => onSize(Number(data.value))}>
          {riskPageSizes.map((value) => (
            <option key={value} value={String(value)}>
              {value}
            </option>
          ))}
        </Select>
      </label>
      <div className={styles.moves}>
        <Text data-testid="derma-range">
          {t('derma.stage.range', { from: number.format(page?.from ?? 0), to: number.format(page?.to ?? 0), total: number.format(page?.total ?? 0) })}
        </Text>
        <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('derma.stage.previous')} disabled={current <= 1} onClick={() => onPage(current - 1)} />
        <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('derma.stage.next')} disabled={current >= last} onClick={() => onPage(current + 1)} />
      </div>
    </nav>
  );
}
