/**
 * A stored file opened in the page: a PDF in a frame, an image as an image, read with
 * the session (a bare address would carry no token) from the download path with ?inline=1 (the
 * server answers inline only for these types, under a sandbox CSP). Other types are not shown:
 * the dialog offers their download. The file's object URL is released when the dialog closes.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DismissRegular, OpenRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../engine/wire/storedFile.ts';
import { downloadStoredFile } from '../data/downloadStoredFile.ts';
import { reportFailure, requestFailure } from '../data/requestFailure.ts';
import { apiFetch } from '../session/apiClient.ts';

const pdfType = 'application/pdf';
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Whether the viewer can show this file in the page. */
export const isViewable = (file: Pick<StoredFile, 'mime_type'>) => file.mime_type === pdfType || imageTypes.has(file.mime_type ?? '');

const useStyles = makeStyles({
  surface: { width: 'min(960px, 96vw)', maxWidth: '96vw' },
  content: { display: 'grid', justifyItems: 'center', minHeight: '200px' },
  frame: { width: '100%', height: '70vh', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  image: { maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' },
  name: { overflowWrap: 'anywhere' },
});

export function FileViewerDialog({ file, onClose }: { readonly file: StoredFile | undefined; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [objectUrl, setObjectUrl] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!file || !isViewable(file)) return;
    let url: string | undefined;
    let cancelled = false;
    setFailed(false);
    setObjectUrl(undefined);
    (async () => {
      const response = await apiFetch(`${file.url}?inline=1`);
      if (!response.ok) throw requestFailure(response.status, await response.text());
      const blob = await response.blob();
      if (cancelled) return;
      // The type is the one the server decided from the bytes, never the answer's own.
      url = URL.createObjectURL(new Blob([blob], { type: file.mime_type === pdfType ? pdfType : (file.mime_type ?? 'application/octet-stream') }));
      setObjectUrl(url);
    })().catch((error: unknown) => {
      if (cancelled) return;
      setFailed(true);
      reportFailure(error);
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const viewable = file ? isViewable(file) : false;
  return (
    <Dialog open={file !== undefined} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle className={styles.name}>{file?.name}</DialogTitle>
          <DialogContent className={styles.content} data-testid="file-viewer">
            {!file ? null : !viewable ? (
              <Text>{t('common.viewer.notViewable')}</Text>
            ) : failed ? (
              <Text>{t('common.viewer.failed')}</Text>
            ) : !objectUrl ? (
              <Spinner label={t('common.list.loading')} />
            ) : file.mime_type === pdfType ? (
              // Chromium shows no PDF in a sandboxed frame (any sandbox value: a broken-page icon), so
              // the frame is not sandboxed; what it loads can only be a PDF: a blob of the bytes whose
              // type the server read from them, forced to application/pdf, drawn by the browser's viewer.
              <iframe className={styles.frame} src={objectUrl} title={file.name} referrerPolicy="no-referrer" />
            ) : (
              <img className={styles.image} src={objectUrl} alt={file.name} />
            )}
          </DialogContent>
          <DialogActions>
            {file && objectUrl && file.mime_type === pdfType && (
              <Button icon={<OpenRegular />} onClick={() => window.open(objectUrl, '_blank', 'noopener')}>
                {t('common.viewer.openTab')}
              </Button>
            )}
            {file && (
              <Button icon={<ArrowDownloadRegular />} onClick={() => void downloadStoredFile(file).catch((error: unknown) => reportFailure(error))}>
                {t('common.viewer.download')}
              </Button>
            )}
            <Button appearance="primary" icon={<DismissRegular />} onClick={onClose}>
              {t('common.viewer.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
