/**
 * The risk map: impact across, probability up, each cell coloured by the level its score
 * (impact x probability) falls in and holding how many risks were rated there. A table, so a
 * screen reader reads the same grid.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { HomeFigures } from './dermaFiguresApi.ts';
import { levelFill, levelInk, levelOfScore } from './levelColors.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', minWidth: 0 },
  table: { borderCollapse: 'separate', borderSpacing: '3px', width: '100%', minWidth: '300px', tableLayout: 'fixed' },
  axis: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular, padding: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  cell: { height: '46px', textAlign: 'center', borderRadius: tokens.borderRadiusMedium, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  corner: { width: '28%' },
  // A phone keeps the values on the impact axis; the names stay in the title.
  name: { '@media (max-width: 640px)': { display: 'none' } },
  caption: { captionSide: 'bottom', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, paddingTop: tokens.spacingVerticalXS },
});

export function RiskMap({ figures }: { figures: HomeFigures }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const count = (dampak: number, probabilitas: number) => figures.matrix.find((cell) => cell.dampak === dampak && cell.probabilitas === probabilitas)?.count ?? 0;
  const rows = [...figures.probabilitas].sort((a, b) => b.nilai - a.nilai);
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="derma-risk-map">
        <caption className={styles.caption}>{t('derma.home.mapCaption')}</caption>
        <thead>
          <tr>
            <th className={`${styles.axis} ${styles.corner}`} scope="col">
              {t('derma.risk.field.probabilitas')} / {t('derma.risk.field.dampak')}
            </th>
            {figures.dampak.map((d) => (
              <th key={d.id} className={styles.axis} scope="col" title={d.name}>
                {d.nilai}
                <span className={styles.name}> · {d.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id}>
              <th className={styles.axis} scope="row">
                {p.nilai} · {p.name}
              </th>
              {figures.dampak.map((d) => {
                const level = levelOfScore(d.nilai * p.nilai, figures.levels);
                const n = count(d.id, p.id);
                return (
                  <td
                    key={d.id}
                    className={styles.cell}
                    style={{ backgroundColor: levelFill[level?.color ?? ''] ?? tokens.colorNeutralBackground3, color: levelInk[level?.color ?? ''] }}
                    title={`${level?.name ?? ''} (${d.nilai * p.nilai})`}
                    data-count={n}
                  >
                    {n || ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
