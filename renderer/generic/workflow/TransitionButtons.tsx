/**
 * One button per workflow transition the signed-in user may take from this record's status
 * (the engine's availableTransitions, which the server's decision uses too): none on a record
 * in a final state, none for a user without the transition's permission.
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedDefinitions, LoadedResource } from '../../../engine/definitions/model.ts';
import { availableTransitions } from '../../../engine/workflow/transitions.ts';
import type { RecordId, RecordRow } from '../../data/dataProvider.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import { useTransitionAction } from './useTransitionAction.tsx';

interface TransitionButtonsProps {
  readonly definitions: LoadedDefinitions;
  readonly resource: LoadedResource;
  readonly record: RecordRow;
  /** names the record in each button's accessible name ('Approve P00001001'), as Edit and Delete do */
  readonly recordLabel?: string;
  readonly size?: 'small' | 'medium';
  /** after a transition was taken: the screen shows the record's new state (a detail reads it again) */
  readonly onTaken?: () => void;
}

export function TransitionButtons({ definitions, resource, record, recordLabel, size = 'small', onTaken }: TransitionButtonsProps) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const take = useTransitionAction(definitions, resource);
  const [busy, setBusy] = useState(false);
  const id = record.id as RecordId | undefined | null;
  if (!resource.workflow || id === undefined || id === null) return null;
  return availableTransitions(resource.workflow, record, user).map((transition) => (
    <Button
      key={transition.id}
      size={size}
      disabled={busy}
      aria-label={recordLabel ? `${t(transition.label)} ${recordLabel}` : undefined}
      onClick={async () => {
        setBusy(true);
        try {
          if (await take(transition, id)) onTaken?.();
        } finally {
          setBusy(false);
        }
      }}
    >
      {t(transition.label)}
    </Button>
  ));
}
