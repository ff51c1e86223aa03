/**
 * One record, read-only: the fields of detail.sections (kind "fields"), else every field the
 * record may show (write-only ones, such as passwords, never), each formatted as in the list.
 */
import { Button, Card, Spinner, Subtitle2, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoadedDefinitions, LoadedPage, LoadedResource } from '../../engine/definitions/model.ts';
import { useRecord } from '../data/useRecord.ts';
import { CellValue } from './CellValue.tsx';
import { fieldLabelKey, fieldOf } from './fieldLabel.ts';
import { fillPath, resourcePages, returnPath } from './resourcePages.ts';
import { useCan } from './useCan.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1 },
  card: { padding: tokens.spacingHorizontalL, minWidth: 0 },
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: tokens.spacingVerticalM, margin: 0 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

interface Section {
  readonly title?: string;
  readonly fields: readonly string[];
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function sectionsOf(resource: LoadedResource): Section[] {
  const declared = resource.detail?.sections?.filter((section) => section.kind === 'fields' && section.fields);
  if (declared?.length) return declared.map((section) => ({ title: section.titleKey, fields: section.fields ?? [] }));
  const fields = Object.entries(resource.fields.properties)
    .filter(([, field]) => field['x-writeOnly'] !== true)
    .map(([name]) => name);
  return [{ fields }];
}

export function DetailScreen({ definitions, page, resource, id }: { definitions: LoadedDefinitions; page: LoadedPage; resource: LoadedResource; id?: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const can = useCan(resource);
  const record = useRecord(resource, id);
  const back = returnPath(definitions, resource);
  const edit = resourcePages(definitions, resource).edit;

  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        {back && <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('common.action.back')} onClick={() => navigate(back)} />}
        <Title3 as="h1" className={styles.title}>
          {t(page.titleKey)}
        </Title3>
        {edit && id && can('update') && (
          <Button icon={<EditRegular />} onClick={() => navigate(fillPath(edit, { id }))}>
            {t('common.action.edit')}
          </Button>
        )}
      </div>
      {sectionsOf(resource).map((section, index) => (
        <Card key={section.title ?? index} className={styles.card}>
          {section.title && <Subtitle2 as="h2">{t(section.title)}</Subtitle2>}
          {record.isLoading ? (
            <Spinner label={t('common.list.loading')} />
          ) : (
            <dl className={styles.list}>
              {section.fields.map((name) => (
                <div key={name}>
                  <dt className={styles.label}>{t(fieldLabelKey(resource, name))}</dt>
                  <dd className={styles.value}>
                    <Text>{isEmpty(record.data?.[name]) ? '—' : <CellValue value={record.data?.[name]} field={fieldOf(resource, name)} />}</Text>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
      ))}
    </div>
  );
}
