/** A detail section of kind "fields": each field's label over its value, formatted as in the list; a file field lists its stored files as downloads. */
import { Card, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { storedFilesOf } from '../../data/storedFiles.ts';
import { StoredFileList } from '../../widgets/StoredFileList.tsx';
import { CellValue } from '../CellValue.tsx';
import { fieldLabelKey, fieldOf } from '../fieldLabel.ts';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, minWidth: 0 },
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: tokens.spacingVerticalM, margin: 0 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

interface FieldsSectionProps {
  readonly resource: LoadedResource;
  readonly title?: string;
  readonly fields: readonly string[];
  readonly record: RecordRow | undefined;
  readonly loading: boolean;
}

export function FieldsSection({ resource, title, fields, record, loading }: FieldsSectionProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      {title && <Subtitle2 as="h2">{t(title)}</Subtitle2>}
      {loading ? (
        <Spinner label={t('common.list.loading')} />
      ) : (
        <dl className={styles.list}>
          {fields.map((name) => (
            <div key={name}>
              <dt className={styles.label}>{t(fieldLabelKey(resource, name))}</dt>
              <dd className={styles.value}>
                {fieldOf(resource, name)?.['x-file'] ? (
                  storedFilesOf(record, name).length ? <StoredFileList files={storedFilesOf(record, name)} /> : <Text>—</Text>
                ) : (
                  <Text>{isEmpty(record?.[name]) ? '—' : <CellValue value={record?.[name]} field={fieldOf(resource, name)} />}</Text>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
