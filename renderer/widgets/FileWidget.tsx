import { Button, Input, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular, DismissRegular } from '@fluentui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../engine/wire/storedFile.ts';
import { useDataProvider } from '../data/DataProviderContext.tsx';
import { reportFailure } from '../data/requestFailure.ts';
import { definitions } from '../definitions.ts';
import { storedFilesOf } from '../data/storedFiles.ts';
import { useConfirm } from '../generic/ConfirmDialog.tsx';
import { notifySuccess } from '../shell/notifications.ts';
import { useFormState, widgetFormContext } from './widgetFormContext.ts';
import { StoredFileList } from './StoredFileList.tsx';
import { WidgetLabel } from './WidgetLabel.tsx';

interface FileSpec {
  readonly multiple?: boolean;
  readonly maxBytes?: number;
  readonly accept?: readonly string[];
  readonly pagesField?: string;
  readonly deleteEndpoint?: string;
}

/** modules.md section 8: what a file delete says when it fails (app.json notifications). */
const fileDeleteFailure = definitions.app.notifications.fileDeleteFailed ?? 'Failure to delete the file';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  pages: { width: '6em' },
});

const noFiles: readonly File[] = [];

/** 1024-based, two decimals, as the spec's file sizes. */
function fileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${unit === 0 ? size : size.toFixed(2)} ${units[unit]}`;
}

/**
 * Files picked for upload. The File objects stay in the form context (they are sent in the
 * multipart body of the save, with XMLHttpRequest so the upload reports its percent); the field
 * itself holds their names, which is what its JSON Schema validates. With x-file.pagesField, each
 * file gets a page count.
 */
export function FileWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, onChange, schema, rawErrors } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const context = widgetFormContext(props);
  const spec = ((schema as Record<string, unknown>)['x-file'] ?? {}) as FileSpec;
  const multiple = spec.multiple === true || schema.type === 'array';
  const { files = noFiles, record, pagesValue, progress } = useFormState(context, (state) => ({
    files: state.files[props.name],
    record: state.record,
    pagesValue: spec.pagesField ? state.values[spec.pagesField] : undefined,
    progress: state.uploadProgress,
  }));
  const stored = storedFilesOf(record, props.name);
  const provider = useDataProvider();
  const { confirm } = useConfirm();
  const [removing, setRemoving] = useState(false);
  const pages = (pagesValue as number[] | undefined) ?? [];

  const store = (next: readonly File[], nextPages: number[]) => {
    context?.setFiles(props.name, next);
    const names = next.map((file) => file.name);
    const value = multiple ? (names.length ? names : undefined) : names[0];
    if (context) context.patch({ [props.name]: value, ...(spec.pagesField && { [spec.pagesField]: nextPages.length ? nextPages : undefined }) });
    else onChange(value);
  };

  const pick = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    const tooBig = spec.maxBytes ? picked.filter((file) => file.size > (spec.maxBytes as number)) : [];
    const accepted = picked.filter((file) => !tooBig.includes(file));
    const next = multiple ? [...files, ...accepted] : accepted.slice(0, 1);
    store(next, multiple ? [...pages, ...accepted.map(() => 1)] : accepted.slice(0, 1).map(() => 1));
    if (input.current) input.current.value = '';
  };

  const locked = disabled || readonly || progress !== null;

  // A stored file goes at once, on the server (the spec's file delete, after the delete confirmation),
  // not with the form's save; the record is then read again, so the list shows what is stored.
  const removeStored = async (file: StoredFile) => {
    if (!spec.deleteEndpoint || removing) return;
    setRemoving(true);
    try {
      if (!(await confirm('delete'))) return;
      notifySuccess(await provider.removeStoredFile(spec.deleteEndpoint, file.id));
      await context?.storedFileRemoved();
    } catch (error) {
      reportFailure(error, fileDeleteFailure);
    } finally {
      setRemoving(false);
    }
  };
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        multiple={multiple}
        accept={spec.accept?.join(',')}
        onChange={(event) => pick(event.target.files)}
      />
      <StoredFileList files={stored} onRemove={spec.deleteEndpoint && !locked ? (file) => void removeStored(file) : undefined} />
      <div>
        <Button icon={<AttachRegular />} disabled={locked} onClick={() => input.current?.click()} aria-invalid={rawErrors && rawErrors.length > 0}>
          {t('common.upload.choose')}
        </Button>
      </div>
      {files.length > 0 && (
        <ul className={styles.list}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.item}>
              <Text className={styles.name}>
                {file.name} ({fileSize(file.size)})
              </Text>
              {spec.pagesField && (
                <Input
                  className={styles.pages}
                  type="number"
                  min={0}
                  aria-label={`${file.name} pages`}
                  value={String(pages[index] ?? '')}
                  disabled={locked}
                  onChange={(_, data) => {
                    const next = [...pages];
                    next[index] = Number.parseInt(data.value, 10) || 0;
                    context?.patch({ [spec.pagesField as string]: next });
                  }}
                />
              )}
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={t('common.action.delete')}
                disabled={locked}
                onClick={() => store(files.filter((_, at) => at !== index), pages.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <div role="status">
          <ProgressBar value={progress / 100} thickness="large" />
          <Text size={200}>{t('common.upload.progress', { percent: progress })}</Text>
        </div>
      )}
    </>
  );
}
