/**
 * A compact table of a screen's own rows that scrolls sideways inside its box when the screen is
 * narrower than the table. Fluent's table shares its width out: below minWidth it would crush
 * the columns into each other, so a phone scrolls it instead.
 */
import { Table, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
});

interface WideTableProps {
  /** the table's accessible name */
  readonly caption: string;
  /** the width, in CSS pixels, under which the table scrolls rather than shrinks */
  readonly minWidth?: number;
  readonly children: ReactNode;
}

export function WideTable({ caption, minWidth, children }: WideTableProps) {
  const styles = useStyles();
  return (
    <div className={styles.wrap}>
      <Table size="small" aria-label={caption} style={minWidth ? { minWidth } : undefined}>
        {children}
      </Table>
    </div>
  );
}
