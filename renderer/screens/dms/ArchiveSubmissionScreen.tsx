/**
 * /apps/dms/pengajuan_arsip: paper originals on their way to the archive. Documents with a
 * physical original, by submission step: to submit (never submitted, or sent back), submitted
 * (waiting for the archive) and accepted. A reporter (dms_standart_report) submits with an
 * optional note; an archivist (view_arsip) accepts, or rejects with the reason, which the
 * submitter reads under "To submit". Each step is a declared action of document.json
 * (archive_submit, archive_accept, archive_reject), audited by the server.
 */
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Tab,
  TabList,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArchiveArrowBackRegular, ArchiveRegular, CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { defaultListQueryFor, encodeListQuery } from '../../../engine/listQuery/listQuery.ts';
import { canAccess } from '../../../engine/permissions/evaluate.ts';
import { reportFailure } from '../../data/requestFailure.ts';
import { CellValue } from '../../generic/CellValue.tsx';
import { answerState, LoadedAnswer } from '../../generic/LoadedAnswer.tsx';
import { ListEmpty } from '../../generic/list/ListEmpty.tsx';
import { ListPager, pageRangeOf } from '../../generic/list/ListPager.tsx';
import { ListSearchBox } from '../../generic/list/ListSearchBox.tsx';
import { useDebouncedValue } from '../../generic/list/useDebouncedValue.ts';
import { WideTable } from '../../generic/WideTable.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import { notifySuccess } from '../../shell/notifications.ts';
import type { ScreenProps } from '../screenProps.ts';
import { DmsCardScreen } from './DmsCardScreen.tsx';
import { DmsFrame } from './DmsFrame.tsx';

type Step = 'todo' | 'submitted' | 'accepted';
const stepStates: Record<Step, number[]> = { todo: [0, 3], submitted: [1], accepted: [2] };
type Move = 'archive_submit' | 'archive_accept' | 'archive_reject';

interface ListAnswer {
  data: Array<Record<string, unknown>>;
  total: number;
  from: number;
  to: number;
  last_page: number;
}

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', justifyContent: 'space-between' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  // Sized by content rather than seven equal shares (the empty note's column was as wide as the title's).
  table: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** The date and the submission's badge read on one line. */
const oneLine = new Set(['documents_date', 'archive_status']);

/** The document's fields the table shows, in order; the step's buttons follow. */
const shownFields = ['documents_date', 'title', 'classification', 'storage', 'archive_status', 'archive_note'];

function Submission({ page, resource }: ScreenProps & { resource: LoadedResource }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const user = useSessionStore((state) => state.user);
  const [step, setStep] = useState<Step>('todo');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 400);
  const [pageNumber, setPageNumber] = useState(1);
  const [moving, setMoving] = useState<{ move: Move; row: Record<string, unknown> }>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const base = defaultListQueryFor(resource);
  const query = { ...base, paging: [10, pageNumber] as [number, number], sorter: ['documents_date', 'desc'] as [string, 'desc'], q, search_field: q ? ['title', 'number', 'no_peserta'] : [], filter: { physical_status: 'true', archive_status: stepStates[step].map(String) } };
  const url = `/sso/dms/documents?${encodeListQuery(query)}`;
  const answer = useSWR<ListAnswer>(url, (u: string) => apiJson(u), { keepPreviousData: true, revalidateOnFocus: false });
  const may = (move: Move) => {
    const action = resource.actions[move];
    return !!action && canAccess(action.access, user);
  };
  const properties = resource.fields.properties;

  const run = async () => {
    if (!moving) return;
    const action = resource.actions[moving.move];
    if (moving.move === 'archive_reject' && note.trim() === '') return;
    setBusy(true);
    try {
      const path = action.endpoint.path.replace('{id}', String(moving.row.id));
      const reply = await apiJson<{ message?: string }>(path, { method: action.endpoint.method, body: JSON.stringify(note.trim() ? { archive_note: note.trim() } : {}) });
      notifySuccess(reply?.message ?? action.success);
      setMoving(undefined);
      setNote('');
      await answer.mutate();
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DmsCardScreen title={t(page.titleKey)} hint={t('dms.archive.hint')} testId="dms-archive-submission" state={answerState(answer)}>
      <div className={styles.tools}>
        <TabList
          selectedValue={step}
          onTabSelect={(_, data) => {
            setStep(data.value as Step);
            setPageNumber(1);
          }}
        >
          <Tab value="todo">{t('dms.archive.step.todo')}</Tab>
          <Tab value="submitted">{t('dms.archive.step.submitted')}</Tab>
          <Tab value="accepted">{t('dms.archive.step.accepted')}</Tab>
        </TabList>
        <ListSearchBox
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPageNumber(1);
          }}
        />
      </div>
      <LoadedAnswer answer={answer}>
        {({ data: rows }) =>
          rows.length === 0 ? (
            <ListEmpty />
          ) : (
            <WideTable caption={t(page.titleKey)} minWidth={900} className={styles.table}>
              <TableHeader>
                <TableRow>
                  {shownFields.map((field) => (
                    <TableHeaderCell key={field}>{t(properties[field]?.['x-label'] ?? field)}</TableHeaderCell>
                  ))}
                  <TableHeaderCell>{t('dms.archive.actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={String(row.id)}>
                    {shownFields.map((field) => (
                      <TableCell key={field} className={oneLine.has(field) ? styles.nowrap : undefined}>
                        {field === 'archive_status' ? (
                          <CellValue value={row[field]} field={properties[field]} format="status" />
                        ) : (
                          <CellValue value={row[field]} field={properties[field]} format={field === 'classification' || field === 'storage' ? 'option' : undefined} />
                        )}
                      </TableCell>
                    ))}
                    <TableCell>
                      <span className={styles.actions}>
                        {step === 'todo' && may('archive_submit') && (
                          <Button size="small" icon={<ArchiveRegular />} aria-label={`${t('dms.archive.submit')} ${String(row.title)}`} onClick={() => setMoving({ move: 'archive_submit', row })}>
                            {t('dms.archive.submit')}
                          </Button>
                        )}
                        {step === 'submitted' && may('archive_accept') && (
                          <Button size="small" appearance="primary" icon={<CheckmarkRegular />} aria-label={`${t('dms.archive.accept')} ${String(row.title)}`} onClick={() => setMoving({ move: 'archive_accept', row })}>
                            {t('dms.archive.accept')}
                          </Button>
                        )}
                        {step === 'submitted' && may('archive_reject') && (
                          <Button size="small" icon={<ArchiveArrowBackRegular />} aria-label={`${t('dms.archive.reject')} ${String(row.title)}`} onClick={() => setMoving({ move: 'archive_reject', row })}>
                            {t('dms.archive.reject')}
                          </Button>
                        )}
                        {step === 'submitted' && !may('archive_accept') && <Badge appearance="tint" color="warning">{t('dms.archive.waiting')}</Badge>}
                      </span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </WideTable>
          )
        }
      </LoadedAnswer>
      {answer.data && answer.data.total > 0 && <ListPager page={pageNumber} range={pageRangeOf(answer.data)} onPage={setPageNumber} />}
      <Dialog open={moving !== undefined} onOpenChange={(_, data) => !data.open && setMoving(undefined)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{moving ? t(`dms.archive.confirm.${moving.move}`) : ''}</DialogTitle>
            <DialogContent>
              <Text block>{String(moving?.row.title ?? '')}</Text>
              <Field
                label={t('dms.document.field.archive_note')}
                required={moving?.move === 'archive_reject'}
                validationMessage={moving?.move === 'archive_reject' && note.trim() === '' ? t('dms.archive.reasonNeeded') : undefined}
              >
                <Textarea value={note} maxLength={255} onChange={(_, data) => setNote(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" disabled={busy || (moving?.move === 'archive_reject' && note.trim() === '')} onClick={() => void run()}>
                {busy ? t('common.action.saving') : t('dms.archive.confirmButton')}
              </Button>
              <Button icon={<DismissRegular />} onClick={() => setMoving(undefined)}>
                {t('common.action.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </DmsCardScreen>
  );
}

export default function ArchiveSubmissionScreen(props: ScreenProps) {
  return <DmsFrame>{(resource) => <Submission {...props} resource={resource} />}</DmsFrame>;
}
