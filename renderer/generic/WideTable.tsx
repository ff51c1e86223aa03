/**
 * A compact table of a screen's own rows that scrolls sideways inside its box when the screen is
 * narrower than the table. Fluent's table shares its width out: below minWidth it would crush
 * the columns into each other, so a phone scrolls it instead. A table of plain figures has
 * nothing a key can reach, so its box is then a named region the keyboard reaches and scrolls
 * (`scrollable`), as axe's scrollable-region-focusable asks.
 */
import { Table, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', minWidth: 0 },
});

interface WideTableProps {
  /** the table's accessible name */
  readonly caption: string;
  /** the width, in CSS pixels, under which the table scrolls rather than shrinks */
  readonly minWidth?: number;
  /** the box is a region the keyboard reaches (for a table without links or buttons) */
  readonly scrollable?: boolean;
  readonly className?: string;
  readonly testId?: string;
  readonly children: ReactNode;
}

export function WideTable({ caption, minWidth, scrollable = false, className, testId, children }: WideTableProps) {
  const styles = useStyles();
  return (
    <div className={styles.wrap} {...(scrollable && { role: 'region', tabIndex: 0, 'aria-label': caption })}>
      <Table size="small" aria-label={caption} className={className} style={minWidth ? { minWidth } : undefined} data-testid={testId}>
        {children}
      </Table>
    </div>
  );
}
