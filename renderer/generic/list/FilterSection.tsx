/**
 * The box the filters of a list stand in, opened by the list's filter toggle (whose
 * aria-controls names its id): a grid of the filter fields, then the button that clears them.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  reset: { justifySelf: 'start' },
});

interface FilterSectionProps {
  readonly id: string;
  /** the section's accessible name: the toggle's words */
  readonly label: string;
  readonly onReset: () => void;
  readonly children: ReactNode;
}

export function FilterSection({ id, label, onReset, children }: FilterSectionProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section id={id} className={styles.panel} aria-label={label}>
      {children}
      <Button className={styles.reset} appearance="secondary" onClick={onReset}>
        {t('common.action.resetFilters')}
      </Button>
    </section>
  );
}
