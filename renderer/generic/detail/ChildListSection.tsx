/**
 * A detail section of kind "children": the child resource's own list screen, narrowed to the
 * parent record (a ticket's tasks, approvals, comments), as the child's list endpoint expects.
 */
import { Card, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedDefinitions, LoadedResource } from '../../../engine/definitions/model.ts';
import { findAction } from '../../data/endpointPath.ts';
import { parentScope } from '../../data/parentScope.ts';
import { ListScreen } from '../list/ListScreen.tsx';

interface ChildListSectionProps {
  readonly definitions: LoadedDefinitions;
  readonly child: LoadedResource;
  readonly parentId: string;
  readonly titleKey: string;
}

export function ChildListSection({ definitions, child, parentId, titleKey }: ChildListSectionProps) {
  const { t } = useTranslation();
  const list = findAction(child, 'list');
  const scope = useMemo(() => (list ? parentScope(child, list.endpoint, parentId) : undefined), [child, list, parentId]);
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
  return <ListScreen definitions={definitions} resource={child} section={{ titleKey, scope, parentId }} />;
}
