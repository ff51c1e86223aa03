/**
 * /apps/dms/internal/:id, /received/:id and /starred/:id: one document as its reader sees it:
 * its fields by section (participant and mail ones only for their type), the classification and
 * storage as paths, its attachments to view or download, its star, Edit for whoever may change
 * it (the creator, a document manager), and Back to the box it was opened from.
 */
import { Button, Card, Divider, Spinner, Subtitle2, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, EditRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { StoredFile } from '../../../engine/wire/storedFile.ts';
import { useOptions } from '../../data/useOptions.ts';
import { CellValue } from '../../generic/CellValue.tsx';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { useCanOnRow } from '../../generic/useCan.ts';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { AttachmentList } from './AttachmentList.tsx';
import { boxOf } from './boxColumns.ts';
import { DmsFrame } from './DmsFrame.tsx';
import { StarToggle } from './StarToggle.tsx';
import { treePath } from './treePath.ts';
import { useStars } from './useStars.ts';

type DocumentRecord = Record<string, unknown>;

const sections: ReadonlyArray<{ titleKey: string; fields: readonly string[]; type?: string }> = [
  { titleKey: 'dms.document.section.general', fields: ['type', 'subject', 'description', 'documents_date', 'office', 'physical_status', 'archive_status'] },
  { titleKey: 'dms.document.section.participant', fields: ['no_peserta', 'nama_peserta', 'kode_pemberi_kerja', 'periode'], type: 'KEPESERTAAN' },
  { titleKey: 'dms.document.section.mailing', fields: ['number', 'originator', 'sender', 'receiver', 'nomor_surat_asli', 'tanggal_surat_diterima'], type: 'MAILING' },
  { titleKey: 'dms.document.section.agreement', fields: ['tanggal_perjanjian', 'jatuh_tempo_perjanjian'] },
  { titleKey: 'dms.detail.filed', fields: ['created_by', 'created_at', 'updated_at'] },
];

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  card: { padding: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  section: { display: 'grid', gap: tokens.spacingVerticalS },
});

function Line({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children ?? '—'}</dd>
    </div>
  );
}

function Detail({ resource, id, back }: { resource: LoadedResource; id: string; back: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const stars = useStars();
  const canOnRow = useCanOnRow(resource);
  const answer = useSWR<{ data: DocumentRecord; files?: { attachments?: StoredFile[] } }>(`/sso/dms/documents/${encodeURIComponent(id)}`, (url: string) => apiJson(url), {
    revalidateOnFocus: false,
  });
  const classifications = useOptions({ source: 'archiveClassification' });
  const locations = useOptions({ source: 'archiveLocation' });
  if (answer.error) return <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />;
  if (!answer.data) return <Spinner label={t('common.list.loading')} />;
  const record = answer.data.data;
  const properties = resource.fields.properties;
  const label = (field: string) => t(properties[field]?.['x-label'] ?? field);
  const documentId = Number(record.id);
  return (
    <div className={styles.screen} data-testid="dms-document" data-screen-state="ready">
      <div className={styles.head}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('common.action.back')} onClick={() => navigate(back)} />
        <Title3 as="h1" className={styles.title}>
          {String(record.title ?? '')}
        </Title3>
        <StarToggle size="medium" starred={stars.isStarred(documentId)} label={String(record.title ?? id)} onToggle={(on) => void stars.toggle(documentId, on)} />
        {canOnRow('update', record) && (
          <Button icon={<EditRegular />} onClick={() => navigate(`/apps/dms/doc/${documentId}`)}>
            {t('common.action.edit')}
          </Button>
        )}
      </div>
      <Card className={styles.card}>
        <dl className={styles.grid}>
          <Line label={label('classification')}>{treePath(classifications.options, [record.classification, record.classification_detail, record.classification_spesific]) || '—'}</Line>
          <Line label={label('storage')}>{treePath(locations.options, [record.storage, record.storage_detail, record.storage_spesific]) || '—'}</Line>
        </dl>
        {sections
          .filter((section) => !section.type || section.type === record.type)
          .map((section) => (
            <section key={section.titleKey} className={styles.section} aria-label={t(section.titleKey)}>
              <Subtitle2 as="h2">{t(section.titleKey)}</Subtitle2>
              <dl className={styles.grid}>
                {section.fields.map((field) => (
                  <Line key={field} label={label(field)}>
                    <CellValue value={record[field]} field={properties[field]} />
                  </Line>
                ))}
              </dl>
            </section>
          ))}
        <Divider />
        <section className={styles.section} aria-label={t('dms.document.section.attachments')}>
          <Subtitle2 as="h2">{t('dms.document.section.attachments')}</Subtitle2>
          <AttachmentList files={answer.data.files?.attachments ?? []} />
        </section>
        {record.archive_note ? <Text size={200}>{`${label('archive_note')}: ${String(record.archive_note)}`}</Text> : null}
      </Card>
    </div>
  );
}

export default function DocumentDetailScreen({ page, params }: ScreenProps) {
  const box = boxOf(page.path);
  return <DmsFrame>{(resource) => <Detail key={params.id} resource={resource} id={params.id ?? ''} back={`/apps/dms/${box}`} />}</DmsFrame>;
}
