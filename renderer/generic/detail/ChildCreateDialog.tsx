/**
 * Adds a child record from its parent's page (an approval or a task of a ticket): the child's
 * generic create form in a dialog, the parent key fixed to this record. The action's confirmation
 * ('This request will be approved.') is asked over the dialog; after the save the dialog closes
 * and the section's list reloads (the form reloads the resource's lists).
 */
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedDefinitions, LoadedResource } from '../../../engine/definitions/model.ts';
import { FormScreen } from '../form/FormScreen.tsx';

interface ChildCreateDialogProps {
  readonly definitions: LoadedDefinitions;
  readonly child: LoadedResource;
  readonly parentId: string;
  /** the section's heading, named in the dialog's title */
  readonly title: string;
}

export function ChildCreateDialog({ definitions, child, parentId, title }: ChildCreateDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const foreignKey = child.parent?.foreignKey;
  if (!foreignKey) return null;
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)} modalType="modal">
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<AddRegular />} aria-label={t('common.action.addTo', { section: title })}>
          {t('common.action.add')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('common.action.addTo', { section: title })}</DialogTitle>
          <DialogContent>
            {open && (
              <FormScreen
                definitions={definitions}
                resource={child}
                mode="create"
                embedded={{ fixed: { [foreignKey]: parentId }, onSaved: () => setOpen(false), onCancel: () => setOpen(false) }}
              />
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
