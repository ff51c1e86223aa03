/**
 * The fields a transition's `body` schema asks for (a rejection's reason), and their check in
 * the browser with the server's own words (engine/validation/fieldErrors.ts), so a reason left
 * empty reads "reason is required" before and after a round trip. Only string properties are
 * asked for: that is what a transition body holds; anything else is left to the server.
 */
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { defaultMessage } from '../../../engine/validation/fieldErrors.ts';
import type { WorkflowTransition } from '../../../engine/workflow/transitions.ts';

export interface BodyField {
  readonly name: string;
  /** an i18n key, or the schema's plain title (t() gives back an unknown key as it is) */
  readonly label: string;
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
}

export type BodyValues = Record<string, string>;

interface StringProperty {
  readonly type?: unknown;
  readonly title?: string;
  readonly 'x-label'?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
}

interface BodySchema {
  readonly properties?: Record<string, StringProperty>;
  readonly required?: readonly string[];
}

export function bodyFields(resource: LoadedResource, transition: WorkflowTransition): BodyField[] {
  const schema = (transition.body ?? {}) as BodySchema;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.type === 'string')
    .map(([name, property]) => ({
      name,
      // The record's own field of that name labels it when the body does not (reason -> "Rejection reason").
      label: property['x-label'] ?? property.title ?? resource.fields.properties[name]?.['x-label'] ?? name,
      required: required.has(name),
      minLength: property.minLength,
      maxLength: property.maxLength,
    }));
}

/** A value of only spaces is no value: it is left out, as if never typed. */
const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function message(resource: LoadedResource, field: string, keyword: string, params: Record<string, unknown>): string {
  const own = resource.fields.properties[field]?.['x-messages'];
  return own && Object.hasOwn(own, keyword) ? own[keyword] : defaultMessage(field, keyword, params);
}

/** field -> the message the server would answer with; empty when the body may be sent. */
export function bodyErrors(resource: LoadedResource, fields: readonly BodyField[], values: BodyValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    // ajv counts characters, not UTF-16 units.
    const length = filled(value) ? [...value].length : 0;
    if (!filled(value)) {
      if (field.required) errors[field.name] = message(resource, field.name, 'required', {});
    } else if (field.minLength !== undefined && length < field.minLength) {
      errors[field.name] = message(resource, field.name, 'minLength', { limit: field.minLength });
    } else if (field.maxLength !== undefined && length > field.maxLength) {
      errors[field.name] = message(resource, field.name, 'maxLength', { limit: field.maxLength });
    }
  }
  return errors;
}

/** The body to send: the filled-in fields only. */
export function bodyToSend(fields: readonly BodyField[], values: BodyValues): Record<string, string> {
  return Object.fromEntries(fields.filter((field) => filled(values[field.name])).map((field) => [field.name, values[field.name]]));
}
