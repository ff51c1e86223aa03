/**
 * The rjsf uiSchema of a resource's form: each shown field's label (x-label, translated) and
 * widget (x-widget, else the one its type implies), the layout's order and sections, and last
 * the definition's own form.uiSchema, which wins.
 */
import type { UiSchema } from '@rjsf/utils';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { formFields } from '../../../engine/forms/formSchema.ts';
import type { Field } from '../../../engine/generated/definitions.ts';
import type { WidgetName } from '../../../engine/registryKeys.ts';

/** A section of the form as the layout template draws it. */
export interface FormSection {
  readonly title?: string;
  readonly fields: readonly string[];
}

/** Widgets that need the whole row. */
export const wideWidgets: ReadonlySet<string> = new Set<WidgetName>(['textarea', 'multiselect', 'treeSelect', 'file']);

export function widgetFor(field: Field): WidgetName {
  if (field['x-widget']) return field['x-widget'] as WidgetName;
  if (field['x-tree']) return 'treeSelect';
  if (field['x-file']) return 'file';
  if (field['x-relation']) return 'multiselect';
  if (field['x-options'] || field.enum) return 'select';
  if (field['x-writeOnly']) return 'password';
  if (field.type === 'boolean') return 'checkbox';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'datetime';
  if (typeof field.maxLength === 'number' && field.maxLength > 255) return 'textarea';
  return 'text';
}

export function formUiSchema(resource: LoadedResource, translate: (key: string) => string): UiSchema {
  const fields = formFields(resource);
  const properties = resource.fields.properties;
  const declared = (resource.form?.uiSchema ?? {}) as Record<string, unknown>;
  const shown = new Set(fields);
  const sections: FormSection[] = (resource.form?.layout ?? [{ fields }]).map((section) => ({
    ...(section.titleKey && { title: translate(section.titleKey) }),
    fields: section.fields.filter((name) => shown.has(name)),
  }));
  const ui: UiSchema = {
    'ui:order': [...fields, '*'],
    'ui:options': { sections },
  };
  for (const name of fields) {
    const field = properties[name];
    const own = (declared[name] ?? {}) as Record<string, unknown>;
    ui[name] = { 'ui:title': translate(field['x-label']), 'ui:widget': widgetFor(field), ...own };
  }
  for (const [key, value] of Object.entries(declared)) if (!shown.has(key)) ui[key] = value;
  return ui;
}
