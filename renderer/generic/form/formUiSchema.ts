/**
 * The rjsf uiSchema of a resource's form: each shown field's label (x-label, translated) and
 * widget (x-widget, which resolve derives; none for arrays and objects, which rjsf draws itself),
 * the layout's order and sections (a written ui:order orders the fields inside each section),
 * and last the definition's own form.uiSchema, which wins.
 */
import { orderProperties, type UiSchema } from '@rjsf/utils';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { conditionMatches } from '../../../engine/forms/conditionMatches.ts';
import { formFields } from '../../../engine/forms/formSchema.ts';
import type { Field } from '../../../engine/generated/definitions.ts';
import type { WidgetName } from '../../../engine/registryKeys.ts';

/** A section of the form as the layout template draws it. */
export interface FormSection {
  readonly title?: string;
  readonly fields: readonly string[];
  /** A section whose visibleIf the data does not match: its fields stay (hidden), its frame goes. */
  readonly hidden?: boolean;
}

/** Widgets that need the whole row. */
export const wideWidgets: ReadonlySet<string> = new Set<WidgetName>(['textarea', 'multiselect', 'treeSelect', 'file']);

/** The widget resolve chose (engine/definitions/resolve/resolveFields.ts); none means rjsf's own for the type. */
export function widgetFor(field: Field): WidgetName | undefined {
  return field['x-widget'] as WidgetName | undefined;
}

/** A section's fields in the written ui:order, as rjsf orders an object's properties ('*' = the rest). */
function ordered(fields: readonly string[], order: unknown): string[] {
  if (!Array.isArray(order)) return [...fields];
  const known = order.filter((name): name is string => typeof name === 'string' && (name === '*' || fields.includes(name)));
  return orderProperties([...fields], known.includes('*') ? known : [...known, '*']);
}

/**
 * `values`: the form's current data; a field whose x-visibleIf it does not match is hidden
 * (rjsf's hidden widget: the field is not drawn, and the server's rules decide about its value).
 */
export function formUiSchema(resource: LoadedResource, translate: (key: string) => string, values: Readonly<Record<string, unknown>> = {}): UiSchema {
  const fields = formFields(resource);
  const properties = resource.fields.properties;
  const declared = (resource.form?.uiSchema ?? {}) as Record<string, unknown>;
  const shown = new Set(fields);
  const order = declared['ui:order'];
  const sections: FormSection[] = (resource.form?.layout ?? [{ fields }]).map((section) => ({
    ...(section.titleKey && { title: translate(section.titleKey) }),
    fields: ordered(section.fields.filter((name) => shown.has(name)), order),
    ...(section.visibleIf !== undefined && !conditionMatches(section.visibleIf, values) && { hidden: true }),
  }));
  const ui: UiSchema = {
    'ui:order': [...sections.flatMap((section) => section.fields), '*'],
    'ui:options': { sections },
  };
  for (const name of fields) {
    const field = properties[name];
    const own = (declared[name] ?? {}) as Record<string, unknown>;
    const widget = widgetFor(field);
    ui[name] = { 'ui:title': translate(field['x-label']), ...(widget && { 'ui:widget': widget }), ...own };
    if (field['x-visibleIf'] !== undefined && !conditionMatches(field['x-visibleIf'], values)) ui[name] = { ...ui[name], 'ui:widget': 'hidden' };
  }
  for (const [key, value] of Object.entries(declared)) if (!shown.has(key) && key !== 'ui:order') ui[key] = value;
  return ui;
}

/**
 * What of formUiSchema depends on the values: the fields and sections their conditions hide. The
 * screen makes a new uiSchema only when this changes, not on every key pressed (a new uiSchema
 * would draw every field again).
 */
export function hiddenByConditions(resource: LoadedResource, values: Readonly<Record<string, unknown>>): string {
  const properties = resource.fields.properties;
  const fields = formFields(resource).filter((name) => properties[name]['x-visibleIf'] !== undefined && !conditionMatches(properties[name]['x-visibleIf'], values));
  const sections = (resource.form?.layout ?? []).flatMap((section, index) => (section.visibleIf !== undefined && !conditionMatches(section.visibleIf, values) ? [`#${index}`] : []));
  return [...fields, ...sections].join(' ');
}
