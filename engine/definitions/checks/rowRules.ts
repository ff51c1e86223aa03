/**
 * Row rules (rows): every field a rule names is a stored field of the resource that can hold what
 * it is compared with; { parent: true } needs a parent whose own rows say who sees it; every
 * permission of unless and of an entry's when is in the catalogue; an x-fromUser field has the
 * type of what it takes from the user. A rule copied from the resource onto its actions is
 * checked once, where it is written.
 */
import type { SourceMap } from '../assemble.ts';
import { pointer, type LintError } from '../lintError.ts';
import type { Field, LoadedDefinitions, LoadedResource } from '../model.ts';
import type { PermissionRule, RowRule } from '../../generated/definitions.ts';
import { eachResource, fieldList } from './resourceCheck.ts';

/** The JSON type a field must have to be compared with what `is` names of the signed-in user. */
const typeOfUserValue = { username: 'string', userId: 'integer', bidang: 'integer', office: 'integer', position: 'integer' } as const;

function permissionNames(rule: PermissionRule | undefined): string[] {
  if (rule === undefined) return [];
  if (typeof rule === 'string') return rule === '' ? [] : [rule];
  return ('anyOf' in rule ? rule.anyOf : rule.allOf).flatMap(permissionNames);
}

function storable(field: Field): boolean {
  return !field['x-relation'] && !field['x-writeOnly'] && !field['x-file'];
}

export function checkRowRules(definitions: LoadedDefinitions, sources: SourceMap): LintError[] {
  const catalogue = new Set(definitions.permissions.permissions.map((p) => p.name));
  return eachResource(definitions, sources, ({ resource, properties, report, isWritten }) => {
    const check = (rule: RowRule, at: string) => {
      rule.anyOf.forEach((match, i) => {
        const here = `${at}/anyOf/${i}`;
        if ('parent' in match) {
          checkParent(definitions, resource, here, report);
          return;
        }
        checkCatalogue(match.when, `${here}/when`);
        const field = properties[match.field];
        if (!field) {
          report(`${here}/field`, `row rule names field "${match.field}", which is not a field of "${resource.id}"`, `use one of: ${fieldList(properties)}`);
          return;
        }
        const wanted = typeOfUserValue[match.is];
        const type = Array.isArray(field.type) ? field.type.find((t) => t !== 'null') : field.type;
        if (!storable(field) || (type !== wanted && !(wanted === 'integer' && type === 'number'))) {
          report(`${here}/field`, `row rule compares field "${match.field}" (${type ?? 'no type'}) with the user's ${match.is}, which is ${wanted === 'string' ? 'a string' : 'an integer'}`, `name a stored ${wanted} field, or another "is"`);
        }
      });
      checkCatalogue(rule.unless, `${at}/unless`);
    };
    const checkCatalogue = (rule: PermissionRule | undefined, at: string) => {
      for (const name of permissionNames(rule)) {
        if (!catalogue.has(name)) report(at, `permission "${name}" is not in the permission catalogue`, 'add it to definitions/permissions.json, or fix its spelling');
      }
    };
    for (const [name, field] of Object.entries(properties)) {
      const from = field['x-fromUser'];
      const type = Array.isArray(field.type) ? field.type.find((t) => t !== 'null') : field.type;
      if (from && type !== typeOfUserValue[from] && !(typeOfUserValue[from] === 'integer' && type === 'number')) {
        report(pointer('fields', 'properties', name, 'type'), `field "${name}" takes the user's ${from} (x-fromUser) but is of type ${type ?? 'none'}`, `make it ${typeOfUserValue[from]}, or take another value of the user`);
      }
    }
    if (resource.rows) check(resource.rows, '/rows');
    for (const [name, action] of Object.entries(resource.actions)) {
      const at = pointer('actions', name, 'rows');
      if (action.rows && isWritten(at)) check(action.rows, at);
    }
    resource.workflow?.transitions.forEach((transition, i) => {
      const at = pointer('workflow', 'transitions', i, 'rows');
      if (transition.rows && isWritten(at)) check(transition.rows, at);
    });
  });
}

function checkParent(definitions: LoadedDefinitions, resource: LoadedResource, at: string, report: (pointer: string, message: string, hint: string) => void): void {
  if (!resource.parent) {
    report(`${at}/parent`, `row rule asks for the parent's rule, but "${resource.id}" has no parent`, 'add "parent": { "resource", "foreignKey" }, or name a field');
    return;
  }
  const parent = definitions.resources[resource.parent.resource];
  if (parent && !parent.rows) {
    report(`${at}/parent`, `row rule asks for the parent's rule, but the parent "${parent.id}" has no "rows"`, `write "rows" at the top of ${parent.id}, or name a field`);
  }
}
