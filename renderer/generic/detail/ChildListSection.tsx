/**
 * A detail section of kind "children": the child resource's own list screen, narrowed to the
 * parent record (a ticket's tasks, approvals, comments), as the child's list endpoint expects.
 */
import { Card, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedDefinitions, LoadedResource } from '../../../engine/definitions/model.ts';
import { findAction } from '../../data/endpointPath.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { parentScope } from '../../data/parentScope.ts';
import { ListScreen } from '../list/ListScreen.tsx';
import { ChildCreateProvider, type ChildCreateExtension } from './detailExtensions.ts';

interface ChildListSectionProps {
  readonly definitions: LoadedDefinitions;
  readonly child: LoadedResource;
  readonly parentId: string;
  readonly titleKey: string;
  /** a named screen's actions on each row, and its start values and reloads of Add (detailExtensions.ts) */
  readonly rowExtras?: (child: LoadedResource, row: RecordRow) => ReactNode;
  readonly childCreate?: ChildCreateExtension;
}

export function ChildListSection({ definitions, child, parentId, titleKey, rowExtras, childCreate }: ChildListSectionProps) {
  const { t } = useTranslation();
  const list = findAction(child, 'list');
  const scope = useMemo(() => (list ? parentScope(child, list.endpoint, parentId) : undefined), [child, list, parentId]);
  // Stable while the screen's function is: the list rebuilds its columns (and remounts cells) when it changes.
  const extras = useMemo(() => (rowExtras ? (row: RecordRow) => rowExtras(child, row) : undefined), [rowExtras, child]);
  if (!scope) {
    // The definition gives no way to narrow this list to the record: say so, list nothing.
    return (
      <Card data-testid="children-unavailable">
        <Subtitle2 as="h2">{t(titleKey)}</Subtitle2>
        <MessageBar intent="warning">
          <MessageBarBody>{t('common.list.unavailable', { defaultValue: 'Not available at the moment' })}</MessageBarBody>
        </MessageBar>
      </Card>
    );
  }
  return (
    <ChildCreateProvider value={childCreate}>
      <ListScreen definitions={definitions} resource={child} section={{ titleKey, scope, parentId }} rowExtras={extras} />
    </ChildCreateProvider>
  );
}
