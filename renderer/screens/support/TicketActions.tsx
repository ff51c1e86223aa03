/**
 * A handler's actions on an open ticket, in the detail's head: Close ticket (PUT
 * /sso/support/ticket/{id}/process, with the request analysis asked in its confirmation), the
 * appointment with the requester (its form, then the 'appointment' confirmation, then POST
 * /sso/support/appointment/{ticket_id}), and the print sheet of the ticket's dispositions
 * (/sso/support/print-disposisi-all/{id}) in a tab of its own.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarAddRegular, CheckmarkCircleRegular, PrintRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { canAccess } from '../../../engine/permissions/evaluate.ts';
import { ticketHandlerPermissions } from '../../../engine/support/ticketStages.ts';
import { reloadResource } from '../../data/cacheKeys.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { useConfirm } from '../../generic/ConfirmDialog.tsx';
import { useSessionStore } from '../../session/sessionStore.ts';
import { openPrintSheet } from './fileDownload.ts';
import { callAction } from './supportCall.ts';

const OPEN = 2;

const useStyles = makeStyles({ fields: { display: 'grid', gap: tokens.spacingVerticalM } });

async function reloadTicket() {
  await Promise.all([reloadResource('support_ticket'), reloadResource('support_audit_trail')]);
}

function AppointmentDialog({ ticket, record, onClose }: { readonly ticket: LoadedResource; readonly record: RecordRow; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { confirm, acknowledge } = useConfirm();
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const missing = at === '' || Number.isNaN(new Date(at).getTime());
  const save = async () => {
    setTried(true);
    if (missing) return;
    onClose();
    const confirmation = ticket.actions.appointment?.confirmation;
    if (confirmation && !(await confirm(confirmation))) return;
    const body = { appointment_at: new Date(at).toISOString(), ...(note.trim() ? { appointment_note: note.trim() } : {}) };
    if (!(await callAction(ticket, 'appointment', { id: String(record.id) }, body))) return;
    await reloadTicket();
    if (confirmation) await acknowledge(confirmation);
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('support.ticket.action.appointment')}</DialogTitle>
          <DialogContent className={styles.fields}>
            <Field label={t('support.ticket.field.appointment_at')} required validationMessage={tried && missing ? t('support.ticket.appointment_required') : undefined}>
              <Input type="datetime-local" value={at} onChange={(_, data) => setAt(data.value)} />
            </Field>
            <Field label={t('support.ticket.field.appointment_note')}>
              <Textarea value={note} maxLength={1000} onChange={(_, data) => setNote(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void save()}>
              {t('common.action.save')}
            </Button>
            <Button onClick={onClose}>{t('common.action.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function TicketActions({ ticket, record }: { readonly ticket: LoadedResource; readonly record: RecordRow }) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const { confirm } = useConfirm();
  const [appointing, setAppointing] = useState(false);
  const [busy, setBusy] = useState(false);
  const may = (name: string) => {
    const action = ticket.actions[name];
    return !!action && canAccess(action.access, user);
  };
  const open = Number(record.status) === OPEN;
  const id = String(record.id);
  const process = async () => {
    let analysis = String(record.request_analysis ?? '');
    const asked = await confirm(ticket.actions.process?.confirmation ?? '', {
      render: () => (
        <Field label={t('support.ticket.field.request_analysis')}>
          <Textarea defaultValue={analysis} onChange={(_, data) => (analysis = data.value)} />
        </Field>
      ),
      ready: () => true,
    });
    if (!asked) return;
    setBusy(true);
    try {
      if (await callAction(ticket, 'process', { id }, analysis.trim() ? { request_analysis: analysis.trim() } : {})) await reloadTicket();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {open && may('appointment') && (
        <Button icon={<CalendarAddRegular />} onClick={() => setAppointing(true)}>
          {t('support.ticket.action.appointment')}
        </Button>
      )}
      {canAccess({ anyOf: [...ticketHandlerPermissions] as [string, ...string[]] }, user) && (
        <Button icon={<PrintRegular />} onClick={() => void openPrintSheet(`/sso/support/print-disposisi-all/${encodeURIComponent(id)}`)}>
          {t('support.ticket.action.print_dispositions')}
        </Button>
      )}
      {open && may('process') && (
        <Button appearance="primary" icon={<CheckmarkCircleRegular />} disabled={busy} onClick={() => void process()}>
          {t('support.ticket.action.process')}
        </Button>
      )}
      {appointing && <AppointmentDialog ticket={ticket} record={record} onClose={() => setAppointing(false)} />}
    </>
  );
}
