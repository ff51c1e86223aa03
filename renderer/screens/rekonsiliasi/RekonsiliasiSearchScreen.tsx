/**
 * /apps/rekonsiliasi/holding/search: one person looked up on both sides of the reconciliation
 * (GET /sso/rekonsiliasi/search/{term}): what the holding's SAP says and what the fund holds, side
 * by side, with whether the person is found on both sides or only one. The term is kept in the
 * address, so a reload or a shared link shows the same search.
 */
import { Badge, Button, Card, Field, Input, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useNarrowScreen } from '../../generic/list/useNarrowScreen.ts';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';

interface SearchHit {
  readonly no_peserta: string | null;
  readonly match: 'both' | 'onlySap' | 'onlyDapen';
  readonly sap: { readonly no_pegawai: string; readonly nama: string; readonly nik: string | null; readonly tanggal_lahir: string | null; readonly periode: string; readonly status_karyawan: number; readonly company: string | null } | null;
  readonly dapen: { readonly nama_peserta: string; readonly nik: string | null; readonly tanggal_lahir: string | null; readonly kd_pk: string; readonly jenis_peserta: number; readonly status_aktif: number } | null;
}

const matchColor = { both: 'success', onlySap: 'warning', onlyDapen: 'severe' } as const;
const sapStatus: Record<number, string> = { 1: 'rekonsiliasi.sap.status.aktif', 2: 'rekonsiliasi.sap.status.pensiun', 3: 'rekonsiliasi.sap.status.keluar' };
const fundType: Record<number, string> = { 1: 'data.peserta.jenis.aktif', 2: 'data.peserta.jenis.pensiunan' };

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  field: { flex: '1 1 260px', maxWidth: '520px' },
  card: { padding: tokens.spacingVerticalM, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalS },
  tableWrap: { overflowX: 'auto', minWidth: 0 },
  // Two people side by side need room: on a phone the table scrolls sideways.
  table: { minWidth: '640px' },
  badge: { whiteSpace: 'nowrap' },
  cards: { display: 'grid', gap: tokens.spacingVerticalS, listStyle: 'none', margin: 0, padding: 0 },
  hitCard: { display: 'grid', gap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalS, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  hitHead: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  sideTitle: { color: tokens.colorNeutralForeground3 },
  side: { display: 'grid', gap: '2px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Translate = (key: string) => string;
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '—');

function SapSide({ hit, t, className, muted }: { hit: SearchHit; t: Translate; className: string; muted: string }) {
  if (!hit.sap) return <>—</>;
  return (
    <span className={className}>
      <Text weight="semibold">{hit.sap.nama}</Text>
      <Text size={200}>
        {hit.sap.company} · {hit.sap.no_pegawai} · {hit.sap.periode}
      </Text>
      <Text size={200} className={muted}>
        {day(hit.sap.tanggal_lahir)} · {t(sapStatus[hit.sap.status_karyawan] ?? '')}
      </Text>
    </span>
  );
}

function FundSide({ hit, t, className, muted }: { hit: SearchHit; t: Translate; className: string; muted: string }) {
  if (!hit.dapen) return <>—</>;
  return (
    <span className={className}>
      <Text weight="semibold">{hit.dapen.nama_peserta}</Text>
      <Text size={200}>
        {hit.dapen.kd_pk} · {t(fundType[hit.dapen.jenis_peserta] ?? '')}
      </Text>
      <Text size={200} className={muted}>
        {day(hit.dapen.tanggal_lahir)} · {t(hit.dapen.status_aktif === 1 ? 'common.status.active' : 'common.status.inactive')}
      </Text>
    </span>
  );
}

export default function RekonsiliasiSearchScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const term = params.get('q') ?? '';
  const [draft, setDraft] = useState(term);
  const [tooShort, setTooShort] = useState(false);
  const answer = useSWR(term.length >= 3 ? `/sso/rekonsiliasi/search/${encodeURIComponent(term)}` : null, (url: string) => apiJson<{ data: SearchHit[] }>(url), { revalidateOnFocus: false });
  const hits = answer.data?.data;
  const narrow = useNarrowScreen();
  return (
    <div className={styles.screen} data-testid="rekonsiliasi-search" data-screen-state={answer.isLoading ? 'loading' : 'ready'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Text className={styles.muted}>{t('rekonsiliasi.search.hint')}</Text>
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const value = draft.trim();
          setTooShort(value.length < 3);
          if (value.length >= 3) setParams(new URLSearchParams({ q: value }));
        }}
      >
        <Field className={styles.field} label={t('rekonsiliasi.search.label')} validationMessage={tooShort ? t('rekonsiliasi.search.tooShort') : undefined}>
          <Input name="q" value={draft} onChange={(_, d) => setDraft(d.value)} contentBefore={<SearchRegular />} />
        </Field>
        <Button type="submit" appearance="primary">
          {t('rekonsiliasi.search.button')}
        </Button>
      </form>
      {answer.isLoading && <Spinner label={t('rekonsiliasi.search.loading')} />}
      {answer.error && !hits && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {hits && (
        <Card className={styles.card}>
          <Text role="status">{hits.length ? t('rekonsiliasi.search.results', { count: hits.length, term }) : t('rekonsiliasi.search.none', { term })}</Text>
          {hits.length > 0 && narrow && (
            <ul className={styles.cards} data-testid="rekonsiliasi-search-results">
              {hits.map((hit, i) => (
                <li key={`${hit.no_peserta ?? ''}-${hit.sap?.no_pegawai ?? i}`} className={styles.hitCard} data-match={hit.match}>
                  <span className={styles.hitHead}>
                    <Text weight="semibold">{hit.no_peserta ?? '—'}</Text>
                    <Badge appearance="tint" className={styles.badge} color={matchColor[hit.match]}>
                      {t(`rekonsiliasi.search.${hit.match}`)}
                    </Badge>
                  </span>
                  <Text size={200} className={styles.sideTitle}>
                    {t('rekonsiliasi.search.sap')}
                  </Text>
                  <SapSide hit={hit} t={t} className={styles.side} muted={styles.muted} />
                  <Text size={200} className={styles.sideTitle}>
                    {t('rekonsiliasi.search.dapen')}
                  </Text>
                  <FundSide hit={hit} t={t} className={styles.side} muted={styles.muted} />
                </li>
              ))}
            </ul>
          )}
          {hits.length > 0 && !narrow && (
            <div className={styles.tableWrap}>
              <Table size="small" className={styles.table} aria-label={t(page.titleKey)} data-testid="rekonsiliasi-search-results">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('rekonsiliasi.sap.field.no_peserta')}</TableHeaderCell>
                    <TableHeaderCell>{t('rekonsiliasi.search.match')}</TableHeaderCell>
                    <TableHeaderCell>{t('rekonsiliasi.search.sap')}</TableHeaderCell>
                    <TableHeaderCell>{t('rekonsiliasi.search.dapen')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {hits.map((hit, i) => (
                    <TableRow key={`${hit.no_peserta ?? ''}-${hit.sap?.no_pegawai ?? i}`} data-match={hit.match}>
                      <TableCell>{hit.no_peserta ?? '—'}</TableCell>
                      <TableCell>
                        <Badge appearance="tint" className={styles.badge} color={matchColor[hit.match]}>
                          {t(`rekonsiliasi.search.${hit.match}`)}
                        </Badge>
                      </TableCell>
                      <TableCell>
                        <SapSide hit={hit} t={t} className={styles.side} muted={styles.muted} />
                      </TableCell>
                      <TableCell>
                        <FundSide hit={hit} t={t} className={styles.side} muted={styles.muted} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}
