/**
 * "JSON Schema as analysts find it": each rjsf playground sample, written as a resource, either
 * lints and gives rjsf the same fields rjsf draws from the sample itself (compared through
 * rjsf's own toPathSchema), or is refused by the lint with the documented message
 * (docs/decisions-definitions.md). The samples live beside the checkout; without them this says
 * it skipped.
 */
import { getDefaultFormState, toPathSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DefinitionFiles } from '../../engine/definitions/files.ts';
import { lintDefinitions } from '../../engine/definitions/load.ts';
import { formSchema } from '../../engine/forms/formSchema.ts';
import { formUiSchema } from '../../renderer/generic/form/formUiSchema.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';
import { refusals, readSamples, resourceFileOf, resourceIdOf, sampleDefinitionFiles, samplesDir, type RjsfSample } from '../support/rjsfSamples.ts';


/** Every field path rjsf would draw (the $name of each level of its path schema). */
function drawnPaths(schema: RJSFSchema, formData: unknown, ui: UiSchema): string[] {
  const data = getDefaultFormState(validator, schema, formData as object, schema);
  const paths: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, inner] of Object.entries(node as Record<string, unknown>)) {
      if (key === '$name') paths.push(String(inner));
      else walk(inner);
    }
  };
  walk(toPathSchema(validator, schema, '', schema, data));
  const hidden = (path: string) => {
    const top = path.replace(/^\./, '').split('.')[0];
    return (ui[top] as Record<string, unknown> | undefined)?.['ui:widget'] === 'hidden';
  };
  return paths.filter((path) => path !== '' && !hidden(path)).sort();
}

const samples = readSamples();

describe('rjsf playground samples as resources', () => {
  if (!samples) {
    it.skip(`skipped: the samples folder ${samplesDir} is absent`, () => undefined);
    return;
  }
  let project: DefinitionFiles;
  beforeAll(async () => {
    project = await readDefinitionFiles();
  });

  it.each(samples.map((sample) => [sample.name, sample] as [string, RjsfSample]))('%s', (name, sample) => {
    const file = resourceFileOf(sample);
    const result = lintDefinitions({ ...project, ...sampleDefinitionFiles(sample) });
    const ours = result.errors.filter((error) => error.file === file);
    expect(result.errors.filter((error) => error.file !== file)).toEqual([]);
    if (name in refusals) {
      expect(ours.map((error) => `${error.pointer}: ${error.message}`).join('\n')).toContain(refusals[name]);
      return;
    }
    expect(ours).toEqual([]);
    const resource = result.definitions.resources[resourceIdOf(sample)];
    const schema = formSchema(resource, 'create') as RJSFSchema;
    const ui = formUiSchema(resource, (key) => key);
    expect(drawnPaths(schema, sample.formData, ui)).toEqual(drawnPaths(sample.schema as RJSFSchema, sample.formData, sample.uiSchema as UiSchema));
    // Arrays and objects are drawn by rjsf itself unless the sample names a widget for them.
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      const type = (property as { type?: unknown }).type;
      if (type !== 'array' && type !== 'object') continue;
      const written = (sample.uiSchema[field] as Record<string, unknown> | undefined)?.['ui:widget'];
      const chosen = (ui[field] as Record<string, unknown>)['ui:widget'];
      if (written === undefined && chosen !== 'multiselect') expect(chosen, field).toBeUndefined();
    }
  });
});
