/** The actions of one row, each shown only when the user may run it; `children` are the row's workflow transitions. */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, OpenRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  actions: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
  // The icon buttons stay side by side: beside a row's transitions the delete button fell alone
  // onto a line of its own under the edit button.
  icons: { display: 'inline-flex', flexWrap: 'nowrap', gap: tokens.spacingHorizontalXS },
});

interface RowActionsProps {
  /** opens the record's detail page, where the resource has one */
  readonly onOpen?: () => void;
  readonly onEdit?: () => void;
  readonly onDelete?: () => void;
  readonly label: string;
  readonly children?: ReactNode;
}

export function RowActions({ onOpen, onEdit, onDelete, label, children }: RowActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <span className={styles.actions}>
      {children}
      <span className={styles.icons}>
        {onOpen && (
          <Button
            size="small"
            appearance="subtle"
            icon={<OpenRegular />}
            aria-label={`${t('common.action.open', { defaultValue: 'Open' })} ${label}`}
            title={t('common.action.open', { defaultValue: 'Open' })}
            onClick={onOpen}
          />
        )}
        {onEdit && (
          <Button
            size="small"
            appearance="subtle"
            icon={<EditRegular />}
            aria-label={`${t('common.action.edit')} ${label}`}
            title={t('common.action.edit')}
            onClick={onEdit}
          />
        )}
        {onDelete && (
          <Button
            size="small"
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={`${t('common.action.delete')} ${label}`}
            title={t('common.action.delete')}
            onClick={onDelete}
          />
        )}
      </span>
    </span>
  );
}
