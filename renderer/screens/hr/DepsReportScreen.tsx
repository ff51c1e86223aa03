/**
 * /apps/hr/deps/report: the employee directory counted by position, by education and by age
 * group (GET /sso/hr/deps/report/{position|education|age}), each as a bar chart and a table,
 * for every division or the one chosen (kept in the address, so a reload shows the same).
 */
import { Card, Field, Select, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import type { ScreenProps } from '../screenProps.ts';

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
  charts: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))' },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalS },
  number: { textAlign: 'right' },
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
  const answer = useSWR(['depsReport', query], () => Promise.all(reports.map((name) => apiJson<{ data: Item[] }>(`/sso/hr/deps/report/${name}${query}`).then((r) => r.data))), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
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
        <div className={styles.charts}>
          {reports.map((name, index) => (
            <Card key={name} className={styles.card} data-testid={`deps-report-${name}`}>
              <BarChart title={t(`hr.report.${name}`)} bars={data[index].map((item) => ({ label: label(name, item), value: item.total }))} />
              <Table size="small" aria-label={t(`hr.report.${name}`)}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('hr.report.label')}</TableHeaderCell>
                    <TableHeaderCell className={styles.number}>{t('hr.report.total')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data[index].map((item) => (
                    <TableRow key={item.label}>
                      <TableCell>{label(name, item)}</TableCell>
                      <TableCell className={styles.number}>{number.format(item.total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
