/**
 * The form view: a layout section may be written as a bare list of fields, and a section's
 * visibleIf (a named condition or a JSON Schema) is given to each of its fields as x-visibleIf,
 * so the form shows the section's fields only when the record matches. Without a layout, the
 * form is one section of every field a body may write, in field order (a resource that can be
 * created or updated gets that form even when it writes no "form").
 */
import type { CompactForm, CompactResource, FieldsSchema, FormView } from '../model.ts';
import { pointerOf } from './provenance.ts';
import { resolveCondition } from './resolveFields.ts';
import type { ResolveRun } from './resolveContext.ts';

type Section = NonNullable<FormView['layout']>[number];

/** Fields a body may write, less those another field's widget fills (lower tree levels, page counts). */
function writableFields(fields: FieldsSchema): string[] {
  const filled = new Set<string>();
  for (const field of Object.values(fields.properties)) {
    field['x-tree']?.levels.slice(1).forEach((level) => filled.add(level));
    if (field['x-file']?.pagesField) filled.add(field['x-file'].pagesField);
  }
  return Object.entries(fields.properties)
    .filter(([name, field]) => field['x-system'] === undefined && field.readOnly !== true && !filled.has(name))
    .map(([name]) => name);
}

export function resolveForm(run: ResolveRun, raw: CompactResource, fields: FieldsSchema, writes: boolean): FormView | undefined {
  const written = raw.form as CompactForm | undefined;
  if (!written && !writes) return undefined;
  const { layout, ...rest } = written ?? {};
  const form = { ...rest } as FormView;
  if (!layout) {
    form.layout = [{ fields: writableFields(fields) }];
    run.provenance.record('/form/layout', 'default', '/fields');
  } else {
    form.layout = layout.map((own, index): Section => {
      const at = pointerOf('form', 'layout', index);
      if (Array.isArray(own)) {
        // A bare list is the section's fields: its entries are at <section>/<i>, not <section>/fields/<i>.
        run.provenance.record(`${at}/fields`, 'written', at);
        return { fields: [...own] };
      }
      const { visibleIf, ...section } = own;
      if (visibleIf === undefined) return { ...section, fields: [...section.fields] };
      const condition = resolveCondition(run, raw, visibleIf as string | Record<string, unknown>, `${at}/visibleIf`, `${at}/visibleIf`);
      for (const name of section.fields) {
        const field = fields.properties[name];
        if (field && field['x-visibleIf'] === undefined) {
          field['x-visibleIf'] = condition;
          run.provenance.record(pointerOf('fields', 'properties', name, 'x-visibleIf'), 'condition', `${at}/visibleIf`);
        }
      }
      return { ...section, fields: [...section.fields], visibleIf: condition };
    });
  }
  return form;
}
