/**
 * One risk's details, the risk page's detail state: what was identified, then each stage's
 * assessment as far as the risk has come (inherent, controls, residual 1, follow-up with its
 * plans, residual 2), each value drawn as the lists draw it. Back returns to the table.
 */
import { Button, Card, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ClipboardTaskRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { defaultListQuery } from '../../../engine/listQuery/listQuery.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { useListPage } from '../../data/useListPage.ts';
import { useRecord } from '../../data/useRecord.ts';
import { CellValue } from '../../generic/CellValue.tsx';
import { useCan } from '../../generic/useCan.ts';
import { useDermaResource } from './useDermaResource.ts';
import { isLevelField, LevelBadge } from './LevelBadge.tsx';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  title: { flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' },
  sections: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))' },
  card: { padding: tokens.spacingVerticalM, display: 'grid', gap: tokens.spacingVerticalS, alignContent: 'start' },
  list: { display: 'grid', gridTemplateColumns: 'minmax(110px, 40%) 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  plan: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalS },
});

const rating = (prefix: string) => [`${prefix}_dampak`, `${prefix}_probabilitas`, `${prefix}_score`, `${prefix}_level`];

const sections: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['identity', ['status', 'proses', 'clean_sub_process', 'kantor', 'bidang', 'klasifikasi', 'topik', 'area', 'created_by', 'created_at']],
  ['summary', ['summary_penyebab', 'summary_dampak']],
  ['inheren', rating('inheren')],
  ['pengendalian', ['kontrol_data', 'pelaksanaan_data', 'kesimpulan_data', 'penyempurnaan_data']],
  ['residual_satu', rating('residual_satu')],
  ['tindak_lanjut', ['tindak_lanjut_summary']],
  ['residual_dua', rating('residual_dua')],
];

function FollowUpPlans({ riskId }: { riskId: unknown }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const plans = useDermaResource('derma_tindak_lanjut');
  const can = useCan(plans ?? ({ actions: {} } as LoadedResource));
  const allowed = !!plans && can('list');
  const page = useListPage(allowed ? plans : undefined, defaultListQuery({ paging: [100, 1], filter: { risk_id: String(riskId) } }), { quiet: true });
  if (!allowed || !plans) return null;
  const fields = plans.fields.properties;
  return (
    <>
      <Text weight="semibold">{t('derma.stage.followUps')}</Text>
      {(page.data?.data ?? []).map((plan) => (
        <dl key={String(plan.id)} className={`${styles.list} ${styles.plan}`}>
          {['response', 'rencana', 'execution_date', 'person_in_charge', 'cost_estimate'].map((name) => (
            <Field key={name} label={t(fields[name]?.['x-label'] ?? name)}>
              <CellValue value={plan[name]} field={fields[name]} format={name === 'cost_estimate' ? 'number' : undefined} />
            </Field>
          ))}
        </dl>
      ))}
      {page.data && page.data.data.length === 0 && <Text>{t('derma.stage.noFollowUps')}</Text>}
    </>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children ?? '—'}</dd>
    </>
  );
}

interface RiskDetailProps {
  readonly resource: LoadedResource;
  readonly id: string | number;
  readonly onBack: () => void;
  readonly assessLabel?: string;
  readonly canAssess: (row: RecordRow) => boolean;
  readonly onAssess: (row: RecordRow) => void;
}

export function RiskDetail({ resource, id, onBack, assessLabel, canAssess, onAssess }: RiskDetailProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const record = useRecord(resource, id);
  const row = record.data;
  const fields = resource.fields.properties;
  const shown = (names: readonly string[]) => names.some((name) => row?.[name] !== null && row?.[name] !== undefined && row?.[name] !== '');
  return (
    <section className={styles.screen} data-testid="derma-risk-detail" aria-label={t('derma.stage.detail')}>
      <div className={styles.head}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
          {t('derma.stage.back')}
        </Button>
        <Title3 as="h2" className={styles.title}>
          {row ? String(row.title) : ''}
        </Title3>
        {row && assessLabel && canAssess(row) && (
          <Button appearance="primary" icon={<ClipboardTaskRegular />} onClick={() => onAssess(row)}>
            {assessLabel}
          </Button>
        )}
      </div>
      {!row ? (
        <Spinner label={t('common.list.loading')} />
      ) : (
        <div className={styles.sections}>
          {sections
            .filter(([name, names]) => name === 'identity' || shown(names))
            .map(([name, names]) => (
              <Card key={name} className={styles.card} data-testid={`derma-section-${name}`}>
                <Text weight="semibold">{t(`derma.stage.section.${name}`)}</Text>
                <dl className={styles.list}>
                  {names.map((field) => (
                    <Field key={field} label={t(fields[field]?.['x-label'] ?? field)}>
                      {isLevelField(field) ? (
                        <LevelBadge value={row[field]} />
                      ) : (
                        <CellValue value={row[field]} field={fields[field]} format={field === 'status' ? 'status' : undefined} />
                      )}
                    </Field>
                  ))}
                </dl>
                {name === 'tindak_lanjut' && <FollowUpPlans riskId={row.id} />}
              </Card>
            ))}
        </div>
      )}
    </section>
  );
}
