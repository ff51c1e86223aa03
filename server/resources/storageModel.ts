/**
 * How a resource's fields are stored, derived once from its definition:
 * - a plain field is a column of the resource's table;
 * - an x-writeOnly field (a password) is stored hashed, in the column "<field>_hash";
 * - an x-relation field (user.roles) lives in a link table "<through>" with the columns
 *   "<resource>_id" and "<other resource>_id";
 * - x-system fields are filled by the server (id, created_by, created_at, updated_by, updated_at).
 */
import type { Field } from '../../engine/generated/definitions.ts';
import type { LoadedDefinitions, LoadedResource } from '../../engine/definitions/model.ts';
import { isServerOwned } from '../../engine/validation/recordSchema.ts';

export type ColumnKind = 'integer' | 'number' | 'boolean' | 'text' | 'date' | 'timestamp' | 'time' | 'json' | 'uuid';

export interface ColumnModel {
  /** the field it stores */
  readonly field: string;
  readonly column: string;
  readonly kind: ColumnKind;
  readonly primaryKey: boolean;
  readonly unique: boolean;
  readonly index: boolean;
  /** holds an argon2 hash of the field's value; never returned */
  readonly hashed: boolean;
  readonly system: Field['x-system'];
}

export interface RelationModel {
  readonly field: string;
  readonly target: string;
  readonly targetTable: string;
  readonly through: string;
  readonly ownColumn: string;
  readonly targetColumn: string;
  readonly targetIdKind: 'integer' | 'uuid';
}

export interface StorageModel {
  readonly resource: LoadedResource;
  readonly table: string;
  readonly idKind: 'integer' | 'uuid';
  readonly columns: readonly ColumnModel[];
  readonly relations: readonly RelationModel[];
  /** fields a caller may read (columns that are not hashed), in declared order */
  readonly readable: readonly string[];
  columnOf(field: string): ColumnModel | undefined;
  relationOf(field: string): RelationModel | undefined;
}

function primaryType(field: Field): string | undefined {
  const type = field.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null');
  return type;
}

export function columnKind(field: Field): ColumnKind {
  switch (primaryType(field)) {
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'json';
    case 'string':
      if (field.format === 'date') return 'date';
      if (field.format === 'date-time') return 'timestamp';
      if (field.format === 'time') return 'time';
      return 'text';
    default:
      // A field without a type (enum of mixed values, a file) is kept as JSON, losslessly.
      return field.enum && field.enum.every((v) => typeof v === 'string') ? 'text' : 'json';
  }
}

export function storageModel(resource: LoadedResource, definitions: LoadedDefinitions): StorageModel {
  const idKind = resource.primaryKey === 'uuid' ? 'uuid' : 'integer';
  const columns: ColumnModel[] = [];
  const relations: RelationModel[] = [];
  const properties = resource.fields.properties;
  const fields = Object.keys(properties);
  if (!fields.includes('id')) {
    columns.push({ field: 'id', column: 'id', kind: idKind, primaryKey: true, unique: false, index: false, hashed: false, system: 'id' });
  }
  for (const name of fields) {
    const field = properties[name];
    const relation = field['x-relation'];
    if (relation) {
      const target = definitions.resources[relation.resource];
      relations.push({
        field: name,
        target: relation.resource,
        targetTable: target?.table ?? relation.resource,
        through: relation.through ?? `${resource.id}_${name}`,
        ownColumn: `${resource.id}_id`,
        targetColumn: `${relation.resource}_id`,
        targetIdKind: target?.primaryKey === 'uuid' ? 'uuid' : 'integer',
      });
      continue;
    }
    const hashed = field['x-writeOnly'] === true;
    const isId = name === 'id' || field['x-system'] === 'id';
    columns.push({
      field: name,
      column: hashed ? `${name}_hash` : name,
      kind: isId ? idKind : hashed ? 'text' : field['x-system'] === 'created_at' || field['x-system'] === 'updated_at' ? 'timestamp' : columnKind(field),
      primaryKey: isId,
      unique: field['x-unique'] === true,
      index: field['x-index'] === true,
      hashed,
      system: field['x-system'],
    });
  }
  const byField = new Map(columns.map((c) => [c.field, c]));
  const relationByField = new Map(relations.map((r) => [r.field, r]));
  return {
    resource,
    table: resource.table,
    idKind,
    columns,
    relations,
    readable: columns.filter((c) => !c.hashed).map((c) => c.field),
    columnOf: (field) => byField.get(field),
    relationOf: (field) => relationByField.get(field),
  };
}

/** Whether a body may write this field (declared, not server-owned). */
export function isWritable(resource: LoadedResource, field: string): boolean {
  const properties = resource.fields.properties;
  return Object.hasOwn(properties, field) && !isServerOwned(properties[field]);
}
