/** The authentication period a statistic shows, kept in the address (?periode_id=); empty means the open period. */
import { Field, Select, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Period } from '../../../engine/wire/advStatistic.ts';
import { usePeriods } from './advStatisticApi.ts';

const useStyles = makeStyles({ field: { maxWidth: '320px' } });

export function usePeriodParam(): [string, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  return [params.get('periode_id') ?? '', (id) => setParams(id ? { periode_id: id } : {})];
}

export function PeriodSelect({ value, shown, onChange }: { value: string; shown: Period | null | undefined; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const periods = usePeriods();
  return (
    <Field className={styles.field} label={t('adv.statistic.period')}>
      <Select value={value || String(shown?.id ?? '')} onChange={(_, data) => onChange(data.value)}>
        {!periods.data && shown && <option value={String(shown.id)}>{shown.nama}</option>}
        {periods.data?.map((period) => (
          <option key={period.id} value={String(period.id)}>
            {period.nama}
          </option>
        ))}
      </Select>
    </Field>
  );
}
