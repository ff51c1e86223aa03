/**
 * One disposition (/apps/disposisi/message/{id}). Opening an unread one addressed to the caller
 * reads it (GET clear-notif, modules.md section 4), so the header badge falls. Its priority can
 * be changed, it can be closed (PUT status), its sender can delete it while it is unread (the
 * server refuses a read one with 'Disposisi sudah dibaca, data tidak bisa dihapus'), and it
 * prints as a disposition sheet, one page a sheet.
 */
import { Body1, Button, Card, Dropdown, Field, Option, Subtitle2, Title3 } from '@fluentui/react-components';
import { ArrowLeftRegular, CheckmarkRegular, DeleteRegular, PrintRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { reportFailure } from '../../data/requestFailure.ts';
import { useConfirm } from '../../generic/ConfirmDialog.tsx';
import { formatDate } from '../../generic/formatValue.ts';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { useSessionStore } from '../../session/sessionStore.ts';
import { AppLink } from '../../shell/AppLink.tsx';
import { notifySuccess } from '../../shell/notifications.ts';
import { DispositionBadge } from './DispositionBadges.tsx';
import { disposisiApi, type DispositionMessage } from './disposisiApi.ts';

const UNREAD = 1;
const CLOSED = 3;

function Sheet({ message }: { message: DispositionMessage }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="pt-print-sheet" aria-hidden="true">
      <h1>{t('disposisi.message.sheetTitle')}</h1>
      <table>
        <tbody>
          <tr>
            <th>{t('disposisi.message.letter')}</th>
            <td>{[message.doc_number, message.doc_title].filter(Boolean).join(' — ') || '—'}</td>
          </tr>
          <tr>
            <th>{t('disposisi.message.sender')}</th>
            <td>{message.sender_name}</td>
          </tr>
          <tr>
            <th>{t('disposisi.disposition.field.recipient')}</th>
            <td>{message.recipient_name}</td>
          </tr>
          <tr>
            <th>{t('disposisi.message.sentAt')}</th>
            <td>{formatDate(message.created_at, i18n.language, true)}</td>
          </tr>
          <tr>
            <th>{t('disposisi.disposition.field.hashtags')}</th>
            <td>{(message.hashtags ?? []).join(' ') || '—'}</td>
          </tr>
          <tr>
            <th>{t('disposisi.disposition.field.notes')}</th>
            <td className="pt-print-notes">{message.notes}</td>
          </tr>
        </tbody>
      </table>
      <p className="pt-print-signature">{t('disposisi.message.signature')}</p>
    </section>
  );
}

export function DispositionDetail({ id, backTo }: { id: string; backTo: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const me = useSessionStore((s) => s.user?.username);
  const record = useSWR(['disposisi', 'message', id], () => disposisiApi.message(id));
  const priorities = useSWR(['disposisi', 'priorities'], () => disposisiApi.options('/sso/disposisi/priority'), { revalidateOnFocus: false });
  const message = record.data;
  const { mutate } = record;

  // Reading it is opening it: once per message and visit.
  const read = useRef<number | null>(null);
  useEffect(() => {
    if (!message || message.recipient !== me || message.status !== UNREAD || read.current === message.id) return;
    read.current = message.id;
    disposisiApi
      .clearOne(message.id)
      .then(() => mutate())
      .catch(reportFailure);
  }, [message, me, mutate]);

  const act = async (run: () => Promise<{ message?: string } | unknown>, after?: () => void) => {
    try {
      const answer = (await run()) as { message?: string } | undefined;
      notifySuccess(answer?.message);
      if (after) after();
      else await mutate();
    } catch (error) {
      reportFailure(error);
    }
  };

  if (record.error && !message) {
    return (
      <div className="pt-stack" data-testid="disposition-message" data-screen-state="failed">
        <LoadFailed error={record.error} retrying={record.isValidating} onRetry={() => void mutate()} />
      </div>
    );
  }
  if (!message) return <Body1 className="pt-muted">{t('common.list.loading')}</Body1>;
  const mine = message.created_by === me;
  return (
    <div className="pt-stack" data-testid="disposition-message" data-screen-state="ready" data-status={message.status}>
      <div className="pt-screen-head pt-no-print">
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('disposisi.message.back')} onClick={() => navigate(backTo)} />
        <Title3 as="h1">{t('page.disposisi.message_detail')}</Title3>
        <DispositionBadge field="status" value={message.status} />
        <span className="pt-grow" />
        <Button icon={<PrintRegular />} onClick={() => window.print()}>
          {t('disposisi.message.print')}
        </Button>
        {message.status !== CLOSED && (
          <Button icon={<CheckmarkRegular />} onClick={() => void act(() => disposisiApi.close(message.id))}>
            {t('disposisi.message.close')}
          </Button>
        )}
        {mine && (
          <Button
            icon={<DeleteRegular />}
            onClick={async () => {
              if (!(await confirm.confirm('delete'))) return;
              await act(
                () => disposisiApi.remove(message.id),
                () => navigate('/apps/disposisi?show_state=sent'),
              );
            }}
          >
            {t('disposisi.message.delete')}
          </Button>
        )}
      </div>
      <Card className="pt-card pt-no-print">
        <dl className="pt-detail-grid">
          <div>
            <dt>{t('disposisi.message.sender')}</dt>
            <dd>{message.sender_name}</dd>
          </div>
          <div>
            <dt>{t('disposisi.disposition.field.recipient')}</dt>
            <dd>
              {message.recipient_name} {message.recipient_group && <DispositionBadge field="recipient_group" value={message.recipient_group} />}
            </dd>
          </div>
          <div>
            <dt>{t('disposisi.message.sentAt')}</dt>
            <dd>{formatDate(message.created_at, i18n.language, true)}</dd>
          </div>
          <div>
            <dt>{t('disposisi.message.letter')}</dt>
            <dd>{message.doc_id ? <AppLink to={`/apps/dms/doc/${message.doc_id}`}>{message.doc_title ?? String(message.doc_id)}</AppLink> : '—'}</dd>
          </div>
          <div>
            <dt>{t('disposisi.disposition.field.hashtags')}</dt>
            <dd>{(message.hashtags ?? []).join(' ') || '—'}</dd>
          </div>
          {message.read_at && (
            <div>
              <dt>{t('disposisi.disposition.field.read_at')}</dt>
              <dd>{formatDate(message.read_at, i18n.language, true)}</dd>
            </div>
          )}
        </dl>
        <Subtitle2 as="h2">{t('disposisi.disposition.field.notes')}</Subtitle2>
        <Body1 block className="pt-disposition-body" data-testid="disposition-notes">
          {message.notes}
        </Body1>
        <Field label={t('disposisi.disposition.field.priority')} className="pt-priority-field">
          <Dropdown
            value={priorities.data?.find((option) => option.value === message.priority)?.label ?? ''}
            selectedOptions={[String(message.priority)]}
            disabled={message.status === CLOSED}
            onOptionSelect={(_, data) => {
              const next = Number(data.optionValue);
              if (next !== message.priority) void act(() => disposisiApi.changePriority(message.id, next));
            }}
          >
            {(priorities.data ?? []).map((option) => (
              <Option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </Card>
      <Sheet message={message} />
    </div>
  );
}
