/**
 * A document's attachments on its page: name, size and pages, a View button for the ones the
 * viewer shows (PDF and images) and a Download button that saves the file under its own name.
 */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, AttachRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../engine/files/fileFormat.ts';
import type { StoredFile } from '../../../engine/wire/storedFile.ts';
import { downloadStoredFile } from '../../data/downloadStoredFile.ts';
import { reportFailure } from '../../data/requestFailure.ts';
import { FileViewerDialog, isViewable } from '../../widgets/FileViewerDialog.tsx';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalXS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  name: { flexGrow: 1, minWidth: '160px', overflowWrap: 'anywhere', display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function AttachmentList({ files }: { readonly files: readonly StoredFile[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [viewing, setViewing] = useState<StoredFile>();
  if (!files.length) return <Text className={styles.muted}>{t('dms.detail.noAttachments')}</Text>;
  return (
    <>
      <ul className={styles.list} aria-label={t('dms.document.field.attachments')}>
        {files.map((file) => (
          <li key={file.id} className={styles.item}>
            <span className={styles.name}>
              <AttachRegular aria-hidden />
              <Text weight="semibold">{file.name}</Text>
              <Text size={200} className={styles.muted}>
                ({formatFileSize(file.size)}
                {file.pages !== undefined && `, ${t('common.upload.pages', { count: file.pages })}`})
              </Text>
            </span>
            {isViewable(file) && (
              <Button size="small" icon={<EyeRegular />} aria-label={`${t('common.viewer.view')} ${file.name}`} onClick={() => setViewing(file)}>
                {t('common.viewer.view')}
              </Button>
            )}
            <Button
              size="small"
              icon={<ArrowDownloadRegular />}
              aria-label={`${t('common.viewer.download')} ${file.name}`}
              onClick={() => void downloadStoredFile(file).catch((error: unknown) => reportFailure(error))}
            >
              {t('common.viewer.download')}
            </Button>
          </li>
        ))}
      </ul>
      <FileViewerDialog file={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
