/**
 * The files a record holds: name, size and pages, each a link that downloads it; a PDF or an image
 * also opens in the viewer. With `onRemove` (a form whose field declares x-file.deleteEndpoint),
 * each file has a Delete button too.
 */
import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../engine/files/fileFormat.ts';
import type { StoredFile } from '../../engine/wire/storedFile.ts';
import { downloadStoredFile } from '../data/downloadStoredFile.ts';
import { reportFailure } from '../data/requestFailure.ts';
import { FileViewerDialog, isViewable } from './FileViewerDialog.tsx';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', overflowWrap: 'anywhere' },
});

export function StoredFileList({ files, onRemove }: { readonly files: readonly StoredFile[]; readonly onRemove?: (file: StoredFile) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [viewing, setViewing] = useState<StoredFile>();
  if (!files.length) return null;
  return (
    <>
    <ul className={styles.list} aria-label={t('common.upload.stored')}>
      {files.map((file) => (
        <li key={file.id} className={styles.item}>
          <ArrowDownloadRegular aria-hidden />
          <Link
            href={file.url}
            onClick={(event) => {
              event.preventDefault();
              downloadStoredFile(file).catch((error: unknown) => reportFailure(error));
            }}
          >
            {file.name}
          </Link>
          <Text size={200}>
            ({formatFileSize(file.size)}
            {file.pages !== undefined && `, ${t('common.upload.pages', { count: file.pages })}`})
          </Text>
          {isViewable(file) && (
            <Button size="small" appearance="subtle" icon={<EyeRegular />} aria-label={`${t('common.viewer.view')} ${file.name}`} onClick={() => setViewing(file)}>
              {t('common.viewer.view')}
            </Button>
          )}
          {onRemove && (
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`${t('common.action.delete')} ${file.name}`} onClick={() => onRemove(file)}>
              {t('common.action.delete')}
            </Button>
          )}
        </li>
      ))}
    </ul>
    {/* A dialog of its own for each file opened: one Dialog reopened on a PDF after an image hid its
        own surface (aria-hidden from the focus trap), so its Download and Close were out of reach;
        the closed file's object URL goes with its dialog. */}
    {viewing && <FileViewerDialog key={viewing.url} file={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
