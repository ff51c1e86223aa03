/**
 * The generic form of a resource: rjsf with the Fluent theme, the renderer's widgets, the
 * layout's sections and the precompiled validators (the same messages as the server). The
 * button reads 'Save', or 'Loading..' while the save runs. Leaving it with unsaved changes asks first.
 */
import { Button, Card, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, SaveRegular } from '@fluentui/react-icons';
import ThemedForm from '@rjsf/fluentui-rc';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import type { LoadedDefinitions, LoadedPage, LoadedResource } from '../../../engine/definitions/model.ts';
import { formSchema, type FormMode } from '../../../engine/forms/formSchema.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { useWidgetRegistry } from '../../widgets/WidgetRegistryContext.tsx';
import type { FormValues } from './formData.ts';
import { formUiSchema, hiddenByConditions } from './formUiSchema.ts';
import { labelTranslator } from './labelTranslator.ts';
import { requiredMessages } from './requiredMessages.ts';
import { NumberField } from './NumberField.tsx';
import { SectionedObjectTemplate } from './SectionedObjectTemplate.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import { useFormController } from './useFormController.ts';
import { useRecordValidator } from './useRecordValidator.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  card: { padding: tokens.spacingHorizontalL, minWidth: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXL,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  loading: { padding: tokens.spacingVerticalXXL },
  interaction: { display: 'grid', minWidth: 0 },
});

const templates = { ObjectFieldTemplate: SectionedObjectTemplate };
const fields = { NumberField };

interface FormScreenProps {
  readonly definitions: LoadedDefinitions;
  /** the page the form is; none for a form in a dialog (embedded) */
  readonly page?: LoadedPage;
  readonly resource: LoadedResource;
  readonly mode: FormMode;
  readonly id?: string;
  readonly preset?: FormValues;
  /** a form in a dialog: no heading, Cancel closes it, a save calls onSaved (useFormController) */
  readonly embedded?: { readonly fixed: FormValues; readonly onSaved: () => void; readonly onCancel: () => void };
}

export function FormScreen({ definitions, page, resource, mode, id, preset, embedded }: FormScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const widgets = useWidgetRegistry();
  const validator = useRecordValidator(resource, mode);
  const form = useFormController({ definitions, resource, mode, id, preset, embedded });
  const schema = useMemo(() => formSchema(resource, mode) as RJSFSchema, [resource, mode]);
  const transformErrors = useMemo(() => requiredMessages(resource, (key, options) => t(key, options)), [resource, t]);
  const { change, submit, context, values } = form;
  // A new uiSchema draws every field again: it is made anew only when a condition shows or hides
  // something (`hidden` names what; formUiSchema reads the same from the values).
  const hidden = useStore(context.store, (state) => hiddenByConditions(resource, state.values));
  const uiSchema = useMemo(() => formUiSchema(resource, labelTranslator(i18n, (key) => t(key)), values()), [resource, i18n, t, hidden, values]);
  const onChange = useCallback((event: IChangeEvent) => change(event.formData as FormValues), [change]);
  const onSubmit = useCallback((event: IChangeEvent) => void submit(event.formData as FormValues), [submit]);

  const state = form.loadFailed ? 'failed' : !validator || !form.ready ? 'loading' : 'ready';

  return (
    <div className={styles.screen} data-testid="form-screen" data-screen-state={state}>
      {page && (
        <div className={styles.head}>
          {form.back && (
            <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('common.action.back')} onClick={() => navigate(form.back as string)} />
          )}
          <Title3 as="h1">{t(page.titleKey)}</Title3>
        </div>
      )}
      {/* A form in a dialog cannot be left by navigating: only a page's form is guarded. */}
      {!embedded && <UnsavedChangesGuard shouldGuard={form.unsaved.isDirty} />}
      {/* A plain element: Fluent's Card does not pass capture-phase handlers on. Any of these is
          the user at work; input also covers paste, dictation and autofill. */}
      <div
        className={styles.interaction}
        onPointerDownCapture={form.unsaved.markInteracted}
        onKeyDownCapture={form.unsaved.markInteracted}
        onInputCapture={form.unsaved.markInteracted}
        // Typed text still waiting for rjsf is handed over before rjsf reads its data to save.
        onSubmitCapture={() => flushSync(() => context.drafts.flush())}
      >
        <Card className={embedded ? undefined : styles.card} appearance={embedded ? 'subtle' : undefined}>
          {!validator || !form.ready ? (
            form.loadFailed ? (
              <LoadFailed error={form.loadError} retrying={form.reloading} onRetry={form.reload} />
            ) : (
              <Spinner className={styles.loading} label={t('common.list.loading')} />
            )
          ) : (
            <ThemedForm
              schema={schema}
              uiSchema={uiSchema}
              validator={validator}
              widgets={widgets}
              templates={templates}
              fields={fields}
              // The values now, read as the screen draws (it does not draw again per key pressed).
              formData={values()}
              formContext={context}
              extraErrors={form.serverErrors}
              transformErrors={transformErrors}
              noHtml5Validate
              showErrorList={false}
              focusOnFirstError
              disabled={form.submitting}
              onChange={onChange}
              onSubmit={onSubmit}
              // The messages stand under their fields; rjsf would also log them to the console.
              onError={() => undefined}
            >
              <div className={styles.actions}>
                <Button type="submit" appearance="primary" icon={form.submitting ? <Spinner size="tiny" /> : <SaveRegular />} disabled={form.submitting}>
                  {form.submitting ? t('common.action.saving') : t('common.action.save')}
                </Button>
                {(form.back || embedded) && (
                  <Button
                    disabled={form.submitting}
                    onClick={() => {
                      if (embedded) return embedded.onCancel();
                      // Cancel is the user's own "throw my changes away": not asked again.
                      form.unsaved.discard();
                      void navigate(form.back as string);
                    }}
                  >
                    {t('common.action.cancel')}
                  </Button>
                )}
              </div>
            </ThemedForm>
          )}
        </Card>
      </div>
    </div>
  );
}
