/**
 * /apps/archive/archive/info (archive layout): what the archive is, its retention rules (the
 * retensi master) and its rooms with their record counts, with the ways into the archive and
 * the old index.
 */
import { Badge, Button, Card, Spinner, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { Paginator } from '../../../engine/wire/paginator.ts';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ArchiveFrame } from './ArchiveFrame.tsx';
import { povLocationUrl } from './LocationSidebar.tsx';

interface Rule {
  id: number;
  code: string;
  name: string;
  active_years: number | null;
  description: string | null;
}

const retentionColor: Record<string, 'brand' | 'warning' | 'success' | 'danger'> = { 'IN STORAGE': 'brand', EXPIRED: 'warning', PERMANENT: 'success', DESTROYED: 'danger' };

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0, maxWidth: '1100px', marginInline: 'auto', width: '100%' },
  card: { padding: tokens.spacingHorizontalM, display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  wrap: { overflowX: 'auto' },
  // Sized by content, not four equal columns: on a phone the code's badge broke out of its cell
  // and the description ran one word a line, cut at the card's edge. The description keeps a
  // reading width; a phone scrolls the table sideways to it.
  rules: { tableLayout: 'auto' },
  code: { whiteSpace: 'nowrap' },
  description: { minWidth: '220px' },
  years: { textAlign: 'right', whiteSpace: 'nowrap' },
  // The header's content sits in its button slot (a flex box): aligned there, over its figures.
  yearsHeader: { justifyContent: 'flex-end', textAlign: 'right' },
});

function Info({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const rules = useSWR<Paginator<Rule>>('/sso/archive/retensi?paging[]=20&paging[]=1&sorter[]=id&sorter[]=asc', (u: string) => apiJson(u), { revalidateOnFocus: false });
  const rooms = useSWR<{ data: { value: number; label: string; code?: string; total: number }[] }>(povLocationUrl({}), (u: string) => apiJson(u), { revalidateOnFocus: false });
  const state = rules.data && rooms.data ? 'ready' : rules.error || rooms.error ? 'failed' : 'loading';
  return (
    <div className={styles.screen} data-testid="archive-info" data-screen-state={state}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Card className={styles.card}>
        <Text>{t('archive.info.intro')}</Text>
        <div className={styles.buttons}>
          <Button appearance="primary" onClick={() => navigate('/apps/archive')}>
            {t('archive.info.openArchive')}
          </Button>
          <Button onClick={() => navigate('/apps/archive/archive/info/index-old')}>{t('archive.info.openOldIndex')}</Button>
        </div>
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">{t('archive.info.retention')}</Subtitle2>
        {!rules.data ? (
          <Spinner size="tiny" />
        ) : (
          <div className={styles.wrap}>
            <Table size="small" className={styles.rules} aria-label={t('archive.info.retention')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('archive.retention.field.code')}</TableHeaderCell>
                  <TableHeaderCell>{t('archive.retention.field.name')}</TableHeaderCell>
                  <TableHeaderCell button={{ className: styles.yearsHeader }}>{t('archive.retention.field.active_years')}</TableHeaderCell>
                  <TableHeaderCell>{t('archive.retention.field.description')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rules.data.data.map((rule) => (
                  <TableRow key={rule.id}>
                    <TableCell className={styles.code}>
                      <Badge appearance="tint" color={retentionColor[rule.code] ?? 'informative'}>
                        {rule.code}
                      </Badge>
                    </TableCell>
                    <TableCell>{rule.name}</TableCell>
                    <TableCell className={styles.years}>{rule.active_years ?? '—'}</TableCell>
                    <TableCell className={styles.description}>{rule.description}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">{t('archive.info.locations')}</Subtitle2>
        {!rooms.data ? (
          <Spinner size="tiny" />
        ) : (
          <ul>
            {rooms.data.data.map((room) => (
              <li key={room.value}>
                <Text>
                  {room.label} ({room.code}): {t('archive.pov.records', { count: room.total })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

export default function ArchiveInfoScreen(props: ScreenProps) {
  return (
    <ArchiveFrame>
      <Info {...props} />
    </ArchiveFrame>
  );
}
