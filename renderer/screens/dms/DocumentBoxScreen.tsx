/**
 * /apps/dms/internal, /received and /starred: a box of documents (documentBoxes.ts on the
 * server says what each holds), searchable, Terbaru or Terlama, ten a page, each row opening the
 * document under the box (/apps/dms/<box>/<id>) and carrying its star.
 */
import { Badge, Dropdown, Link, Option, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { answerState, LoadedAnswer } from '../../generic/LoadedAnswer.tsx';
import { ListEmpty } from '../../generic/list/ListEmpty.tsx';
import { ListPager, pageRangeOf } from '../../generic/list/ListPager.tsx';
import { ListSearchBox } from '../../generic/list/ListSearchBox.tsx';
import { useDebouncedValue } from '../../generic/list/useDebouncedValue.ts';
import { WideTable } from '../../generic/WideTable.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { boxColumns, boxOf, type BoxColumn } from './boxColumns.ts';
import { DmsCardScreen } from './DmsCardScreen.tsx';
import { DmsFrame } from './DmsFrame.tsx';
import { StarToggle } from './StarToggle.tsx';
import { useStars } from './useStars.ts';

interface BoxPage {
  data: Array<Record<string, unknown>>;
  total: number;
  page: number;
  from: number;
  to: number;
  last_page: number;
}

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  title: { minWidth: '220px' },
  // Sized by content rather than equal shares: the star's column took as much room as the
  // title, which ran three lines, and the dates broke in two.
  table: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  // The header's content sits in its button slot (a flex box): aligned there, over its figures.
  numberHeader: { justifyContent: 'flex-end', textAlign: 'right' },
  star: { width: '48px' },
});

/** Dates, the type and the disposition's badge read on one line; the notes and names wrap. */
const oneLine = new Set<BoxColumn['format']>(['date', 'datetime', 'disposition', 'type']);

const dispositionColors = { 1: 'warning', 2: 'success', 3: 'subtle' } as const;

function Cell({ column, row }: { column: BoxColumn; row: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const value = row[column.field];
  if (value === null || value === undefined || value === '') return <>—</>;
  switch (column.format) {
    case 'date':
      return <>{new Date(`${String(value).slice(0, 10)}T00:00:00`).toLocaleDateString(i18n.language)}</>;
    case 'datetime':
      return <>{new Date(String(value)).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</>;
    case 'type':
      return <>{t(`dms.document.type.${String(value).toLowerCase()}`)}</>;
    case 'number':
      return <>{Number(value).toLocaleString(i18n.language)}</>;
    case 'disposition': {
      const status = Number(value) as 1 | 2 | 3;
      return (
        <Badge appearance="tint" color={dispositionColors[status] ?? 'informative'}>
          {t(`dms.box.disposition.${status}`)}
        </Badge>
      );
    }
    default:
      return <>{String(value)}</>;
  }
}

function DocumentBox({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const box = boxOf(page.path);
  const columns = boxColumns[box];
  const stars = useStars();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 400);
  const [sort, setSort] = useState<'new' | 'old'>('new');
  const [pageNumber, setPageNumber] = useState(1);
  const url = `/sso/dms/box/${box}?${new URLSearchParams({ page: String(pageNumber), sort, ...(q && { q }) }).toString()}`;
  const answer = useSWR<BoxPage>(url, (u: string) => apiJson(u), { keepPreviousData: true, revalidateOnFocus: false });
  const open = (id: unknown) => navigate(`/apps/dms/${box}/${String(id)}`);

  return (
    <DmsCardScreen title={t(page.titleKey)} hint={t(`dms.box.hint.${box}`)} testId="dms-box" state={answerState(answer)} data={{ 'data-box': box }}>
      <div className={styles.tools}>
        <ListSearchBox
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPageNumber(1);
          }}
        />
        <Dropdown
          aria-label={t('common.list.sort')}
          value={sort === 'new' ? 'Terbaru' : 'Terlama'}
          selectedOptions={[sort]}
          onOptionSelect={(_, data) => {
            setSort(data.optionValue === 'old' ? 'old' : 'new');
            setPageNumber(1);
          }}
        >
          <Option value="new">Terbaru</Option>
          <Option value="old">Terlama</Option>
        </Dropdown>
      </div>
      <LoadedAnswer answer={answer}>
        {({ data: rows }) =>
          rows.length === 0 ? (
            <ListEmpty />
          ) : (
            <WideTable caption={t(page.titleKey)} minWidth={880} className={styles.table}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell className={styles.title}>{t('dms.document.field.title')}</TableHeaderCell>
                  {columns.map((column) => (
                    <TableHeaderCell key={column.field} button={column.format === 'number' ? { className: styles.numberHeader } : undefined}>
                      {t(column.labelKey)}
                    </TableHeaderCell>
                  ))}
                  <TableHeaderCell className={styles.star}>
                    <span className="pt-visually-hidden">{t('dms.star.name')}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={String(row.id)}>
                    <TableCell className={styles.title}>
                      <Link
                        href={`/apps/dms/${box}/${String(row.id)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          open(row.id);
                        }}
                      >
                        {String(row.title ?? row.id)}
                      </Link>
                    </TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.field} className={column.format === 'number' ? styles.number : oneLine.has(column.format) ? styles.nowrap : undefined}>
                        <Cell column={column} row={row} />
                      </TableCell>
                    ))}
                    <TableCell className={styles.star}>
                      <StarToggle starred={stars.isStarred(Number(row.id))} label={String(row.title ?? row.id)} onToggle={(on) => void stars.toggle(Number(row.id), on)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </WideTable>
          )
        }
      </LoadedAnswer>
      {answer.data && answer.data.total > 0 && <ListPager page={pageNumber} range={pageRangeOf(answer.data)} onPage={setPageNumber} />}
    </DmsCardScreen>
  );
}

export default function DocumentBoxScreen(props: ScreenProps) {
  return <DmsFrame>{() => <DocumentBox {...props} />}</DmsFrame>;
}
