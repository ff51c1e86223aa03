/**
 * /apps/setup/engine: what the definitions engine serves, read from the loaded definitions:
 * modules, resources, routes declared and rendered, permissions, a chart of the pages of each
 * module and a table of the modules (developer only, like the page).
 */
import { Card, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { definitions } from '../../definitions.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import { CounterCard } from '../statistics/CounterCard.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { engineFigures } from './engineFigures.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  counters: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0, overflowX: 'auto' },
});

export default function SetupEngineScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const modules = engineFigures(definitions);
  const number = new Intl.NumberFormat(i18n.language);
  const routes = definitions.pages.length;
  const rendered = definitions.pages.filter((p) => p.view !== undefined).length;
  const resources = modules.reduce((sum, m) => sum + m.resources, 0);
  return (
    <div className={styles.screen} data-testid="setup-engine" data-screen-state="ready">
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <div className={styles.counters}>
        <CounterCard value={number.format(modules.length)} label={t('setup.engine.modules')} testId="engine-modules" />
        <CounterCard value={number.format(resources)} label={t('setup.engine.resources')} testId="engine-resources" />
        <CounterCard value={number.format(routes)} label={t('setup.engine.routes')} testId="engine-routes" />
        <CounterCard value={number.format(rendered)} label={t('setup.engine.rendered')} testId="engine-rendered" />
        <CounterCard value={number.format(definitions.permissions?.permissions?.length ?? 0)} label={t('setup.engine.permissions')} testId="engine-permissions" />
      </div>
      <Card className={styles.card}>
        <BarChart title={t('setup.engine.byModule')} bars={modules.map((m) => ({ label: m.id, value: m.pages }))} />
      </Card>
      <Card className={styles.card}>
        <Table size="small" aria-label={t('setup.engine.modules')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('setup.engine.module')}</TableHeaderCell>
              <TableHeaderCell>{t('setup.engine.pages')}</TableHeaderCell>
              <TableHeaderCell>{t('setup.engine.rendered')}</TableHeaderCell>
              <TableHeaderCell>{t('setup.engine.resources')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {modules.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{`${t(m.labelKey)} (${m.id})`}</TableCell>
                <TableCell>{number.format(m.pages)}</TableCell>
                <TableCell>{number.format(m.rendered)}</TableCell>
                <TableCell>{number.format(m.resources)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
