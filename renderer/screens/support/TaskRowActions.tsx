/**
 * A task's own actions on the ticket detail: its result documents (everyone who sees the task),
 * and for a handler its status (POST /sso/support/task/status/{id}, the spec's status call) and
 * Done (PUT /sso/support/task/{id} with isdone, after the taskSave confirmation).
 */
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { CheckmarkRegular, DocumentMultipleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { reloadResource } from '../../data/cacheKeys.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { useConfirm } from '../../generic/ConfirmDialog.tsx';
import { useCan } from '../../generic/useCan.ts';
import { canAccess } from '../../../engine/permissions/evaluate.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import { callAction } from './supportCall.ts';
import { useTaskSelection } from './taskSelection.ts';

interface StatusOption {
  readonly value: number;
  readonly label: string;
}

function statusOptions(task: LoadedResource): StatusOption[] {
  const source = task.fields.properties.status?.['x-options'];
  return source && 'values' in source ? source.values.map((option) => ({ value: Number(option.value), label: option.label })) : [];
}

async function reloadTask() {
  await Promise.all([reloadResource('support_task'), reloadResource('support_audit_trail')]);
}

export function TaskRowActions({ task, row }: { readonly task: LoadedResource; readonly row: RecordRow }) {
  const { t } = useTranslation();
  const can = useCan(task);
  const user = useSessionStore((state) => state.user);
  const statusAction = task.actions.status;
  const { confirm, acknowledge } = useConfirm();
  const selection = useTaskSelection();
  const [busy, setBusy] = useState(false);
  const id = Number(row.id);
  const name = String(row.progress_description ?? id);
  const shown = selection.task !== undefined && Number(selection.task.id) === id;
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        appearance={shown ? 'primary' : 'subtle'}
        icon={<DocumentMultipleRegular />}
        aria-pressed={shown}
        aria-label={`${t('support.task.documents')} ${name}`}
        title={t('support.task.documents')}
        onClick={() => selection.select(shown ? undefined : row)}
      />
      {statusAction && canAccess(statusAction.access, user) && (
        <Menu
          checkedValues={{ status: [String(row.status)] }}
          onCheckedValueChange={(_, data) => {
            const status = Number(data.checkedItems[0]);
            void run(async () => (await callAction(task, 'status', { id }, { status, task_id: id })) && reloadTask());
          }}
        >
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" disabled={busy} aria-label={`${t('support.task.change_status')} ${name}`}>
              {t('support.task.change_status')}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {statusOptions(task).map((option) => (
                <MenuItemRadio key={option.value} name="status" value={String(option.value)}>
                  {t(option.label)}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
      {can('update') && row.isdone !== true && (
        <Button
          size="small"
          disabled={busy}
          icon={<CheckmarkRegular />}
          aria-label={`${t('support.task.mark_done')} ${name}`}
          onClick={() =>
            void run(async () => {
              const confirmation = task.actions.update?.confirmation;
              if (confirmation && !(await confirm(confirmation))) return;
              if (!(await callAction(task, 'update', { id }, { isdone: true }))) return;
              await reloadTask();
              if (confirmation) await acknowledge(confirmation);
            })
          }
        >
          {t('support.task.mark_done')}
        </Button>
      )}
    </>
  );
}
