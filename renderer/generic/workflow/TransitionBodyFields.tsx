/**
 * The body fields of a transition inside its confirmation dialog, one textarea each. Each change
 * is handed to the caller, whose copy the dialog's check and the request read; the messages show
 * once the user has pressed confirm, then follow the typing.
 */
import { Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { bodyErrors, type BodyField, type BodyValues } from './transitionBody.ts';

const useStyles = makeStyles({
  fields: { display: 'grid', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalM },
});

interface TransitionBodyFieldsProps {
  readonly resource: LoadedResource;
  readonly fields: readonly BodyField[];
  readonly onChange: (values: BodyValues) => void;
  readonly tried: boolean;
}

export function TransitionBodyFields({ resource, fields, onChange, tried }: TransitionBodyFieldsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [shown, setShown] = useState<BodyValues>({});
  const errors = tried ? bodyErrors(resource, fields, shown) : {};
  return (
    <div className={styles.fields}>
      {fields.map((field) => (
        <Field
          key={field.name}
          label={t(field.label)}
          required={field.required}
          validationState={errors[field.name] ? 'error' : 'none'}
          validationMessage={errors[field.name]}
        >
          <Textarea
            name={field.name}
            resize="vertical"
            maxLength={field.maxLength}
            value={shown[field.name] ?? ''}
            onChange={(_, data) => {
              const next = { ...shown, [field.name]: data.value };
              setShown(next);
              onChange(next);
            }}
          />
        </Field>
      ))}
    </div>
  );
}
