/** The row's actions: Edit, the retention moves, Delete or Restore, as one menu button. */
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RecordRow } from '../../data/dataProvider.ts';
import type { useRecordActions } from './useRecordActions.ts';

export const recordEditPath = (id: unknown) => `/apps/archive/documents/${String(id)}`;

export function RecordMenu({ row, label, actions, canEdit }: { row: RecordRow; label: string; actions: ReturnType<typeof useRecordActions>; canEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offered = actions.names.filter((name) => actions.allowed(name, row));
  const editable = canEdit && !row.deleted_at;
  if (!editable && offered.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<MoreHorizontalRegular />} aria-label={`${t('common.action.actions')}: ${label}`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {editable && <MenuItem onClick={() => navigate(recordEditPath(row.id))}>{t('archive.document.action.edit')}</MenuItem>}
          {offered.map((name) => (
            <MenuItem key={name} onClick={() => void actions.run(name, row)}>
              {t(`archive.document.action.${name}`)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
