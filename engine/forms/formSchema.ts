/**
 * The JSON Schema the generic form renders, made from a resource's fields alone: the fields a
 * form shows (no x-system; readOnly ones drawn read-only), in the order of form.layout, without the fields a
 * widget fills for another (the lower levels of a tree, the page counts of a file list). The
 * x- keywords stay: widgets read x-options, x-tree and x-file from their field's schema.
 *
 * Pure, so it lives in engine/: the renderer's form renders it, and scripts/generateValidators.ts
 * builds the same schema to precompile the conditions rjsf evaluates, so their hashes match what
 * the browser asks for.
 */
import type { LoadedResource } from '../definitions/model.ts';
import type { Field } from '../generated/definitions.ts';

export type FormMode = 'create' | 'update';
export type JsonSchema = Record<string, unknown>;

/** Fields another field's widget fills: tree levels below the first, per-file page counts. */
export function filledByOtherWidgets(resource: LoadedResource): Set<string> {
  const filled = new Set<string>();
  for (const field of Object.values(resource.fields.properties)) {
    field['x-tree']?.levels.slice(1).forEach((level) => filled.add(level));
    const pages = field['x-file']?.pagesField;
    if (pages) filled.add(pages);
  }
  return filled;
}

/** The fields the form shows, in the layout's order (resolve gives every form a layout). */
export function formFields(resource: LoadedResource): string[] {
  const properties = resource.fields.properties;
  const hidden = filledByOtherWidgets(resource);
  // A readOnly field the layout names is drawn read-only, as rjsf draws it (the participant's name
  // a check fills in); the server drops its value. System fields never show in a form.
  const shown = (name: string) => Object.hasOwn(properties, name) && properties[name]['x-system'] === undefined && !hidden.has(name);
  const layout = resource.form?.layout ?? [];
  return [...new Set(layout.flatMap((section) => section.fields))].filter(shown);
}

/**
 * In update mode a write-only field (password) left empty keeps its stored value, as the
 * engine's validator rules, so it is not marked required there.
 */
export function formSchema(resource: LoadedResource, mode: FormMode): JsonSchema {
  const { properties, required, ...rest } = resource.fields;
  const fields = formFields(resource);
  const shown: Record<string, Field> = {};
  // A field's JSON Schema description is a note for whoever writes definitions, not help for the user.
  for (const name of fields) {
    const { description: _note, ...field } = properties[name];
    shown[name] = field as Field;
  }
  const stillRequired = (required ?? []).filter(
    (name) => Object.hasOwn(shown, name) && !(mode === 'update' && shown[name]['x-writeOnly'] === true),
  );
  return { ...rest, properties: shown, required: stillRequired };
}
