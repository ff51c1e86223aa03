/** The year (2019 to 2026) and office of the risk figures, kept in the address so a link or a reload shows the same figures. */
import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useOptions } from '../../data/useOptions.ts';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  field: { minWidth: '150px', flex: '1 1 150px', maxWidth: '240px' },
});

const yearSource = { source: 'years' } as const;
const officeSource = { resource: 'office', labelField: 'name' } as const;

export function FigureFilters() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const years = useOptions(yearSource);
  const offices = useOptions(officeSource);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const select = (key: string, label: string, options: typeof years.options) => (
    <Field className={styles.field} label={t(label)}>
      <Select name={key} value={params.get(key) ?? ''} onChange={(_, data) => set(key, data.value)}>
        <option value="">{t('derma.stage.all')}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <div className={styles.filters} role="group" aria-label={t('derma.stage.filters')}>
      {select('year', 'derma.risk.filter.year', years.options)}
      {select('office', 'derma.risk.field.kantor', offices.options)}
    </div>
  );
}
