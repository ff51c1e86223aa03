/**
 * A tree list (list.tree) draws each row under the row its parent field names, so that field
 * must exist and its ids must be this same resource's (its options name the resource itself);
 * the label column, where the indent is drawn, must be one of the list's columns.
 */
import type { SourceMap } from '../assemble.ts';
import type { LintError } from '../lintError.ts';
import type { Field, LoadedDefinitions } from '../model.ts';
import { eachResource, fieldList } from './resourceCheck.ts';

/** The resource whose ids the field holds, when its options name one (x-relation is many-to-many: no parent). */
function referredResource(field: Field): string | undefined {
  const options = field['x-options'];
  return options && typeof options === 'object' && 'resource' in options ? options.resource : undefined;
}

export function checkListTrees(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  return eachResource(definitions, sources, ({ resource, properties, report }) => {
    const tree = resource.list?.tree;
    if (!tree) return;
    const parent = properties[tree.parentField];
    if (!parent) {
      report('/list/tree/parentField', `tree parent field "${tree.parentField}" is not a field of ${resource.id}`, `use one of: ${fieldList(properties)}`);
    } else if (referredResource(parent) !== resource.id) {
      report(
        '/list/tree/parentField',
        `tree parent field "${tree.parentField}" does not refer to ${resource.id} itself`,
        `give it "x-options": { "resource": "${resource.id}" }, so its ids are rows of this same list`,
      );
    }
    if (!resource.list!.columns.some((column) => column.field === tree.labelField)) {
      report('/list/tree/labelField', `tree label field "${tree.labelField}" is not a column of the list`, 'name one of list.columns, or leave it out for the first column');
    }
  });
}
