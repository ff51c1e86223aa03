/**
 * /apps/dms/doc (and /apps/dms/documents): the documents' central view, a worksheet by default
 * (modules.md section 2). The worksheet is what the user works on: their own documents, the
 * latest first, in a compact table (date, title, type, classification, participant number),
 * with a star and the edit and delete of each row, and the three forms a document starts from
 * one click away. "All documents" (/list) is every document the user may read, with every
 * column. Both have the search, the classification and storage tree filters, Terbaru/Terlama and
 * the Excel export of the generic list.
 */
import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentAddRegular, MailAddRegular, PersonAddRegular } from '@fluentui/react-icons';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoadedPage, LoadedResource } from '../../../engine/definitions/model.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { definitions } from '../../definitions.ts';
import { ListScreen } from '../../generic/list/ListScreen.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { DmsFrame } from './DmsFrame.tsx';
import { StarToggle } from './StarToggle.tsx';
import { useStars } from './useStars.ts';

const worksheetColumns = ['documents_date', 'title', 'type', 'classification', 'no_peserta'];

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  create: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** /apps/dms/doc or /apps/dms/documents, whichever this page stands under. */
function baseOf(page: LoadedPage): string {
  return page.path.replace(/\/list$/, '');
}

function Documents({ page, document }: { page: LoadedPage; document: LoadedResource }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const stars = useStars();
  const base = baseOf(page);
  const worksheet = !page.path.endsWith('/list');
  const resource = useMemo<LoadedResource>(
    () =>
      worksheet && document.list
        ? ({ ...document, list: { ...document.list, columns: document.list.columns.filter((column) => worksheetColumns.includes(column.field)) } } as LoadedResource)
        : document,
    [document, worksheet],
  );
  const listPage = useMemo<LoadedPage>(() => ({ ...page, view: { kind: 'list', resource: document.id, ...(worksheet && { action: 'worksheet' }) } }), [page, document.id, worksheet]);
  const { isStarred, toggle } = stars;
  const rowExtras = useCallback(
    (row: RecordRow) => <StarToggle starred={isStarred(Number(row.id))} label={String(row.title ?? row.id)} onToggle={(on) => void toggle(Number(row.id), on)} />,
    [isStarred, toggle],
  );
  const forms = base === '/apps/dms/documents' ? [['new-general', 'general', DocumentAddRegular] as const] : ([
    ['form_general', 'general', DocumentAddRegular],
    ['form_kepesertaan', 'kepesertaan', PersonAddRegular],
    ['form_mailing', 'mailing', MailAddRegular],
  ] as const);

  return (
    <div className={styles.screen} data-testid="dms-documents" data-view={worksheet ? 'worksheet' : 'list'}>
      <div className={styles.bar}>
        <TabList selectedValue={worksheet ? 'worksheet' : 'list'} onTabSelect={(_, data) => navigate(data.value === 'worksheet' ? base : `${base}/list`)}>
          <Tab value="worksheet">{t('dms.documents.worksheet')}</Tab>
          <Tab value="list">{t('dms.documents.all')}</Tab>
        </TabList>
        <div className={styles.create} role="group" aria-label={t('dms.documents.newDocument')}>
          {forms.map(([path, type, Icon]) => (
            <Button key={path} size="small" icon={<Icon />} onClick={() => navigate(`${base}/${path}`)}>
              {t(`dms.documents.new.${type}`)}
            </Button>
          ))}
        </div>
      </div>
      <ListScreen key={listPage.path} definitions={definitions} page={listPage} resource={resource} rowExtras={rowExtras} />
    </div>
  );
}

export default function DmsDocumentsScreen({ page }: ScreenProps) {
  return <DmsFrame>{(document) => <Documents page={page} document={document} />}</DmsFrame>;
}
