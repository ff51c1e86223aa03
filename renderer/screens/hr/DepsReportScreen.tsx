/**
 * /apps/hr/deps/report: the employee directory counted by position, by education and by age
 * group (GET /sso/hr/deps/report/{position|education|age}), each as a bar chart and a table,
 * for every division or the one chosen (kept in the address, so a reload shows the same).
 */
import { Field, Select, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';

interface Item {
  readonly label: string;
  readonly total: number;
}
interface Option {
  readonly value: number;
  readonly label: string;
}

const reports = ['position', 'education', 'age'] as const;

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  field: { maxWidth: '280px' },
});

/** Education codes are option values of the directory (S1, D3...): shown by their label. */
const educationLabel = (code: string) => (['SMA', 'D3', 'S1', 'S2', 'S3'].includes(code) ? `hr.employee.education.${code.toLowerCase()}` : code);

export default function DepsReportScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const department = params.get('department_id') ?? '';
  const query = department ? `?department_id=${encodeURIComponent(department)}` : '';
  const options = useSWR<{ data: { departments: Option[] } }>('/sso/hr/deps/master-options', (url: string) => apiJson(url), { revalidateOnFocus: false });
  const answer = useSWR(['depsReport', query], () => Promise.all(reports.map((name) => apiJson<{ data: Item[] }>(`/sso/hr/deps/report/${name}${query}`).then((r) => r.data))), { revalidateOnFocus: false, keepPreviousData: true });
  const number = new Intl.NumberFormat(i18n.language);
  const data = answer.data;
  const label = (name: string, item: Item) => (name === 'education' ? t(educationLabel(item.label)) : item.label);
  return (
    <div className={styles.screen} data-testid="deps-report" data-screen-state={answer.data ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Field className={styles.field} label={t('hr.report.department')}>
        <Select value={department} onChange={(_, data) => setParams(data.value ? { department_id: data.value } : {})}>
          <option value="">{t('hr.report.allDepartments')}</option>
          {(options.data?.data.departments ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      {answer.error && !answer.data && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!answer.data && !answer.error && <Spinner label={t('hr.report.loading')} />}
      {data && (
        <ChartGrid>
          {reports.map((name, index) => (
            <ChartCard key={name} title={t(`hr.report.${name}`)} bars={data[index].map((item) => ({ label: label(name, item), value: item.total }))} testId={`deps-report-${name}`}>
              <FigureTable
                label={t(`hr.report.${name}`)}
                rows={data[index]}
                rowKey={(item) => item.label}
                columns={[
                  { key: 'label', header: t('hr.report.label'), cell: (item) => label(name, item) },
                  { key: 'total', header: t('hr.report.total'), numeric: true, cell: (item) => number.format(item.total) },
                ]}
              />
            </ChartCard>
          ))}
        </ChartGrid>
      )}
    </div>
  );
}
