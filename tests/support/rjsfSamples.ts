/**
 * The rjsf playground's samples (../shared/conformance/rjsf-samples, beside the checkout), each
 * expressed as a compact resource the way an analyst would: the sample's properties become the
 * fields, its definitions the resource's definitions, its if/then entries of allOf the rules,
 * its uiSchema the form's uiSchema (less entries for fields it lacks, which rjsf ignores), with an
 * api preset. Nothing else is adapted to what we support:
 * what the language refuses, the lint must refuse with a precise message.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../server/definitions/definitionFiles.ts';

export const samplesDir = join(repoRoot, '..', 'shared', 'conformance', 'rjsf-samples');

export interface RjsfSample {
  readonly name: string;
  readonly schema: Record<string, unknown>;
  readonly uiSchema: Record<string, unknown>;
  readonly formData: unknown;
}

export function readSamples(): RjsfSample[] | undefined {
  if (!existsSync(samplesDir)) return undefined;
  return readdirSync(samplesDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const json = JSON.parse(readFileSync(join(samplesDir, file), 'utf8')) as Omit<RjsfSample, 'name'>;
      return { name: file.replace(/\.json$/, ''), schema: json.schema, uiSchema: json.uiSchema ?? {}, formData: json.formData };
    });
}

export function resourceIdOf(sample: RjsfSample): string {
  return `rjsf_${sample.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

export const resourceFileOf = (sample: RjsfSample) => `modules/admin/resources/${resourceIdOf(sample)}.json`;

export function sampleAsResource(sample: RjsfSample): Record<string, unknown> {
  const id = resourceIdOf(sample);
  const { properties, required, definitions, allOf, additionalProperties, type: _type, title: _title, description: _d, ...rest } = sample.schema as Record<string, unknown>;
  const rules: unknown[] = [];
  const alsoRequired: string[] = [];
  for (const entry of (allOf as Array<Record<string, unknown>> | undefined) ?? []) {
    if ('if' in entry) rules.push(entry);
    else if (Array.isArray(entry.required) && Object.keys(entry).length === 1) alsoRequired.push(...(entry.required as string[]));
    else rules.push(entry);
  }
  const { 'ui:definitions': _uiDefinitions, ...written } = sample.uiSchema;
  // rjsf ignores uiSchema entries for fields the schema lacks (a playground leftover such as
  // nullable's "date"); our lint refuses them as stale, so the sample keeps only live entries.
  const uiSchema = Object.fromEntries(Object.entries(written).filter(([key]) => key.startsWith('ui:') || (!!properties && key in (properties as Record<string, unknown>))));
  return {
    $schema: '../../../schema/resource.schema.json',
    id,
    api: { base: `/sso/conformance/${id}` },
    access: { read: 'view_master_data', write: 'manage_master_data' },
    // A sample that is not an object has no properties: written as no fields, which the meta-schema refuses.
    fields: properties ?? {},
    ...(required || alsoRequired.length ? { required: [...((required as string[]) ?? []), ...alsoRequired] } : {}),
    ...(definitions ? { definitions } : {}),
    ...(rules.length ? { rules } : {}),
    ...(additionalProperties !== undefined ? { additionalProperties } : {}),
    ...rest,
    ...(Object.keys(uiSchema).length ? { form: { uiSchema } } : {}),
  };
}

/** The resource file and its labels in every locale (the sample's titles; the lint wants each label key translated). */
export function sampleDefinitionFiles(sample: RjsfSample): Record<string, unknown> {
  const id = resourceIdOf(sample);
  const properties = (sample.schema.properties ?? {}) as Record<string, { title?: string }>;
  const field = Object.fromEntries(Object.keys(properties).map((name) => [name, properties[name]?.title ?? name]));
  const labels = { admin: { [id]: { title: String(sample.schema.title ?? sample.name), field } } };
  return {
    [resourceFileOf(sample)]: sampleAsResource(sample),
    ...Object.fromEntries(['en-US', 'es-ES', 'fr-FR'].map((locale) => [`locales/${locale}/${id}.json`, labels])),
  };
}

/** The refused samples and the words of the refusal; every other sample must be accepted. */
export const refusals: Record<string, string> = {
  additionalProperties: 'must be equal to constant',
  arrays: 'is a tuple (items as a list of schemas)',
  files: 'must be equal to one of the allowed values',
  ifThenElse: 'only inside a rule\'s then',
  references: 'is a recursive reference (node -> node)',
  single: 'must NOT have fewer than 1 properties',
  widgets: 'names the widget "toggle"',
};
