/**
 * Adds a child record from its parent's page (an approval or a task of a ticket): Add opens the
 * child's generic create form in place, under the section's heading, with the parent key fixed
 * to this record. The action's confirmation ('This request will be approved.') is asked as usual;
 * after the save the form closes and the section's list reloads (the form reloads the resource's
 * lists). In place rather than in a dialog: the confirmation is a dialog itself, and a form
 * inside a dialog under another dialog is hard to use on a phone and for a screen reader.
 */
import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedDefinitions, LoadedResource } from '../../../engine/definitions/model.ts';
import { loadFormScreen } from '../loadFormScreen.tsx';
import { LoadingRing } from '../LoadingRing.tsx';
import { useChildCreateExtension } from './detailExtensions.ts';

// Lazy: the lists and detail pages that offer Add would otherwise carry the form engine (rjsf, ajv)
// and the widget registry on every load.
const FormScreen = lazy(loadFormScreen);

const useStyles = makeStyles({
  // Fluent's Card look, as a plain box: Card's focus-group code came with every list page that offers Add.
  panel: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

interface ChildCreateProps {
  readonly definitions: LoadedDefinitions;
  readonly child: LoadedResource;
  readonly parentId: string;
  /** the section's heading, named by the button and the form */
  readonly title: string;
}

/** The Add button and, while adding, the form: the button goes in the section's head, the form under it. */
export function useChildCreate({ definitions, child, parentId, title }: ChildCreateProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  // A named screen around the detail may start the form with more values (detailExtensions.ts).
  const extension = useChildCreateExtension();
  const foreignKey = child.parent?.foreignKey;
  if (!foreignKey) return { button: null, form: null };
  // The parent's id as the key's own type: a task's documents hold the task's id as an integer.
  const keyType = child.fields.properties[foreignKey]?.type;
  const parentKey = keyType === 'integer' || keyType === 'number' ? Number(parentId) : parentId;
  const label = t('common.action.addTo', { section: title });
  const close = () => setAdding(false);
  const saved = () => {
    setAdding(false);
    extension?.onSaved?.(child);
  };
  return {
    button: (
      <Button icon={<AddRegular />} aria-label={label} aria-expanded={adding} disabled={adding} onClick={() => setAdding(true)}>
        {t('common.action.add')}
      </Button>
    ),
    form: adding ? (
      <div className={styles.panel} role="region" aria-labelledby={headingId}>
        <Subtitle2 as="h3" id={headingId}>
          {label}
        </Subtitle2>
        {/* The key is preset too: the validator requires it before the save adds it. */}
        <Suspense fallback={<LoadingRing />}>
          <FormScreen
            definitions={definitions}
            resource={child}
            mode="create"
            preset={{ ...extension?.preset?.(child), ...extension?.fixed?.(child), [foreignKey]: parentKey }}
            embedded={{ fixed: { ...extension?.fixed?.(child), [foreignKey]: parentKey }, onSaved: saved, onCancel: close }}
          />
        </Suspense>
      </div>
    ) : null,
  };
}
