/**
 * The accepted rjsf playground samples through the real HTTP API: the sample's formData is
 * created and read back equal, an invalid variant is refused with a field error, and an empty
 * create is a 4xx, never a 500. Says it skipped when the samples folder is absent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { readSamples, refusals, resourceIdOf, sampleDefinitionFiles, samplesDir, type RjsfSample } from '../support/rjsfSamples.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** An invalid variant of each accepted sample, and the field its error names. */
const invalid: Record<string, [Record<string, unknown>, string]> = {
  alternatives: [{ currentColor: '#123456', colorMask: [], blendMode: 'screen' }, 'currentColor'],
  date: [{ native: { time: 'noon' } }, 'native'],
  defaults: [{ valuesInFormData: { scalar: 5 } }, 'valuesInFormData'],
  enumObjects: [{ rating: 9 }, 'rating'],
  errors: [{ firstName: 'Chuck' }, 'firstName'],
  large: [{ choice1: 'option #100' }, 'choice1'],
  nested: [{ tasks: [] }, 'title'],
  nullable: [{ firstName: 'A', lastName: 'B', age: 'old' }, 'age'],
  numbers: [{ integerRangeSteps: 85 }, 'integerRangeSteps'],
  ordering: [{ firstName: 'Chuck' }, 'lastName'],
  propertyDependencies: [{ unidirectional: { name: 'Tim', credit_card: 1 } }, 'unidirectional'],
  simple: [{ firstName: 'Chuck', lastName: 'Norris', telephone: '123' }, 'telephone'],
  validation: [{ firstName: 'A', age: 12 }, 'age'],
};

const samples = (readSamples() ?? []).filter((sample) => !(sample.name in refusals));

describe('rjsf samples through the API', () => {
  if (samples.length === 0) {
    it.skip(`skipped: the samples folder ${samplesDir} is absent`, () => undefined);
    return;
  }
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ extraDefinitions: Object.assign({}, ...samples.map(sampleDefinitionFiles)) });
    token = await server.login('admin');
  }, 120_000);
  afterAll(async () => server?.stop());

  const base = (sample: RjsfSample) => `/sso/conformance/${resourceIdOf(sample)}`;

  it.each(samples.map((s) => [s.name, s] as [string, RjsfSample]))('%s: created, read back equal, invalid refused', async (name, sample) => {
    const data = sample.formData && Object.keys(sample.formData as object).length ? (sample.formData as Record<string, unknown>) : undefined;
    if (data) {
      const created = await server.call('POST', base(sample), { token, body: data });
      // Some samples show errors on purpose: the server gives rjsf's verdict on their data.
      if (!new Ajv({ strict: false, useDefaults: true }).validate(sample.schema, structuredClone(data))) {
        expect(created.status, created.body).toBe(422);
        return;
      }
      expect(created.status, created.body).toBe(201);
      const read = await server.call('GET', `${base(sample)}/${created.json.data.id}`, { token });
      expect(read.status).toBe(200);
      expect(read.json.data).toMatchObject(data);
    }
    const [body, field] = invalid[name];
    const refused = await server.call('POST', base(sample), { token, body });
    expect(refused.status, refused.body).toBe(422);
    expect(Object.keys(refused.json.errors ?? {}).join(' ')).toContain(field);
  });

  it('an empty create is a 4xx, never a 500', async () => {
    for (const sample of samples) {
      const reply = await server.call('POST', base(sample), { token, body: {} });
      expect(reply.status, `${sample.name}: ${reply.body}`).toBeGreaterThanOrEqual(400);
      expect(reply.status, sample.name).toBeLessThan(500);
    }
  });
});
