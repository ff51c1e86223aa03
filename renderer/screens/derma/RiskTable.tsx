/**
 * One page of risks: the risk list's declared columns (a phone gets one card per risk with its
 * title, stage and levels), each row opening the risk's details and, on a stage page, offering
 * that stage's assessment where the user may take it.
 */
import { Button, Card, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ClipboardTaskRegular, OpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { CellValue } from '../../generic/CellValue.tsx';
import { useNarrowScreen } from '../../generic/list/useNarrowScreen.ts';
import { isLevelField, LevelBadge } from './LevelBadge.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', minWidth: 0 },
  // Columns as wide as their words: shared out equally among ten columns, a risk's title broke
  // word by word into rows five lines tall while short codes and dates kept room to spare.
  table: { tableLayout: 'auto' },
  // A level or a stage stays on one line of its badge: wrapped, "Sangat Tinggi" spilled out of it.
  badge: { whiteSpace: 'nowrap', '& .fui-Badge': { whiteSpace: 'nowrap' } },
  // The buttons' column is as wide as its buttons (one on a page without an assessment), no wider.
  actionsColumn: { width: '1%' },
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  cards: { display: 'grid', gap: tokens.spacingVerticalS },
  card: { display: 'grid', gap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalS },
  line: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});

const cardColumns = ['kantor', 'bidang', 'status', 'inheren_level', 'residual_satu_level', 'residual_dua_level'];

interface RiskTableProps {
  readonly resource: LoadedResource;
  readonly rows: readonly RecordRow[];
  readonly onOpen: (row: RecordRow) => void;
  /** the stage's assessment of a row, where the user may take it there */
  readonly assessLabel?: string;
  readonly canAssess: (row: RecordRow) => boolean;
  readonly onAssess: (row: RecordRow) => void;
}

export function RiskTable({ resource, rows, onOpen, assessLabel, canAssess, onAssess }: RiskTableProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const narrow = useNarrowScreen();
  const fields = resource.fields.properties;
  const columns = resource.list?.columns ?? [];
  if (rows.length === 0) return <Text className={styles.empty}>{t('derma.stage.empty')}</Text>;
  const actions = (row: RecordRow) => (
    <span className={styles.actions}>
      {assessLabel && canAssess(row) && (
        <Button size="small" appearance="primary" icon={<ClipboardTaskRegular />} onClick={() => onAssess(row)} aria-label={`${assessLabel}: ${String(row.title)}`} title={assessLabel}>
          {t('derma.stage.assess')}
        </Button>
      )}
      <Button size="small" appearance="subtle" icon={<OpenRegular />} onClick={() => onOpen(row)} aria-label={`${t('derma.stage.detail')}: ${String(row.title)}`} title={t('derma.stage.detail')} />
    </span>
  );
  if (narrow)
    return (
      <div className={styles.cards} data-testid="derma-risk-cards">
        {rows.map((row) => (
          <Card key={String(row.id)} className={styles.card} data-testid="derma-risk-row">
            <Text weight="semibold">{String(row.title)}</Text>
            <div className={styles.line}>
              {cardColumns.map((name) => (
                <span key={name}>
                  {isLevelField(name) ? <LevelBadge value={row[name]} /> : <CellValue value={row[name]} field={fields[name]} format={columns.find((c) => c.field === name)?.format} />}
                </span>
              ))}
            </div>
            {actions(row)}
          </Card>
        ))}
      </div>
    );
  return (
    <div className={styles.wrap}>
      <Table aria-label={t(resource.labelKey)} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.field} style={column.width ? { width: column.width } : undefined}>
                {t(column.labelKey ?? fields[column.field]?.['x-label'] ?? column.field)}
              </TableHeaderCell>
            ))}
            <TableHeaderCell className={styles.actionsColumn} aria-label={t('derma.stage.actions')} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row.id)} data-testid="derma-risk-row">
              {columns.map((column) => (
                <TableCell key={column.field} className={isLevelField(column.field) || column.field === 'status' ? styles.badge : undefined}>
                  {isLevelField(column.field) ? (
                    <LevelBadge value={row[column.field]} />
                  ) : (
                    <CellValue value={row[column.field]} field={fields[column.field]} format={column.format} />
                  )}
                </TableCell>
              ))}
              <TableCell>{actions(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
