/**
 * /apps/setup/engine: what the definitions engine serves, read from the loaded definitions:
 * modules, resources, routes declared and rendered, permissions, a chart of the pages of each
 * module and a table of the modules (developer only, like the page).
 */
import { Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { definitions } from '../../definitions.ts';
import { ChartCard, FigureCard } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { engineFigures } from './engineFigures.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
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
      <CounterGrid>
        <CounterCard value={number.format(modules.length)} label={t('setup.engine.modules')} testId="engine-modules" />
        <CounterCard value={number.format(resources)} label={t('setup.engine.resources')} testId="engine-resources" />
        <CounterCard value={number.format(routes)} label={t('setup.engine.routes')} testId="engine-routes" />
        <CounterCard value={number.format(rendered)} label={t('setup.engine.rendered')} testId="engine-rendered" />
        <CounterCard value={number.format(definitions.permissions?.permissions?.length ?? 0)} label={t('setup.engine.permissions')} testId="engine-permissions" />
      </CounterGrid>
      <ChartCard title={t('setup.engine.byModule')} bars={modules.map((m) => ({ label: m.id, value: m.pages }))} />
      <FigureCard>
        <FigureTable
          label={t('setup.engine.modules')}
          rows={modules}
          rowKey={(m) => m.id}
          columns={[
            { key: 'module', header: t('setup.engine.module'), cell: (m) => `${t(m.labelKey)} (${m.id})` },
            { key: 'pages', header: t('setup.engine.pages'), numeric: true, cell: (m) => number.format(m.pages) },
            { key: 'rendered', header: t('setup.engine.rendered'), numeric: true, cell: (m) => number.format(m.rendered) },
            { key: 'resources', header: t('setup.engine.resources'), numeric: true, cell: (m) => number.format(m.resources) },
          ]}
        />
      </FigureCard>
    </div>
  );
}
