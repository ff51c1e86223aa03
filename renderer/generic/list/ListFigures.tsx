/**
 * The figures a list declares (list.statistic: the permits' open, close and temuan), drawn over
 * its card as a number above its label (read as label, then number), each figure as the language writes numbers. Plain
 * elements with Fluent's tokens: the list page carries no Card or Skeleton code for them.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';

const useStyles = makeStyles({
  figures: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', margin: 0, padding: 0 },
  figure: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, margin: 0, order: -1 },
  label: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground2 },
});

export function ListFigures({ resource, statistic }: { readonly resource: LoadedResource; readonly statistic: Readonly<Record<string, number>> | undefined }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const declared = resource.list?.statistic;
  if (!declared || !statistic) return null;
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <dl className={styles.figures} data-testid="list-figures">
      {Object.entries(declared).map(([name, figure]) => (
        <div key={name} className={styles.figure} data-figure={name}>
          <dt className={styles.label}>{t(figure.labelKey)}</dt>
          <dd className={styles.value}>{format.format(statistic[name] ?? 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
