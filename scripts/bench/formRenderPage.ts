/**
 * The page of the 200-field form bench (P4, formRender.ts), also used by the browser test that
 * counts widget renders (tests/e2e/formRenders.test.ts): the form declared as a resource in the
 * compact language and loaded with every real definition (the same lint and resolve as any
 * module), its precompiled validators, and the fixture scripts/bench/fixtures/formRender built in
 * production mode and served on 127.0.0.1.
 *   ?impl=portal  FormScreen with the real widget registry, i18n, theme and providers
 *   ?impl=plain   @rjsf/fluentui-rc's Form on the same schema with the same validator
 *   &count=1      (portal) every widget counts its renders in window.__renders, by rjsf id
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import react from '@vitejs/plugin-react';
import standaloneCode from 'ajv/dist/standalone/index.js';
import Fastify from 'fastify';
import { build, type Plugin } from 'vite';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { formFields, formSchema } from '../../engine/forms/formSchema.ts';
import { createValidationAjv } from '../../engine/validation/compileValidator.ts';
import { recordValidationSchema, stripExtensions } from '../../engine/validation/recordSchema.ts';
import { readDefinitionFiles, repoRoot } from '../../server/definitions/definitionFiles.ts';
import { definitionChunksPlugin } from '../build/definitionChunks.ts';
import { themeChunksPlugin } from '../build/themeChunks.ts';

export const fieldKinds: ReadonlyArray<readonly [kind: string, count: number, field: Record<string, unknown>]> = [
  ['text', 120, { maxLength: 100 }],
  ['number', 30, { type: 'number', minimum: 0 }],
  ['select', 20, { enum: ['A', 'B', 'C', 'D'] }],
  ['date', 15, { format: 'date' }],
  ['note', 15, { maxLength: 2000 }],
];

/** The bench resource, loaded with every real definition (module bench, resource bench_form). */
async function benchResource(): Promise<{ resource: LoadedResource; texts: Record<string, unknown> }> {
  const files = await readDefinitionFiles();
  const fields: Record<string, unknown> = {};
  const labels: Record<string, string> = {};
  for (const [kind, count, field] of fieldKinds) {
    for (let index = 1; index <= count; index++) {
      const name = `${kind}_${String(index).padStart(3, '0')}`;
      fields[name] = field;
      labels[name] = `${kind[0].toUpperCase()}${kind.slice(1)} ${index}`;
    }
  }
  const texts = { bench: { form: { title: 'Bench form', field: labels } }, page: { bench: { form: 'A form of 200 fields' } } };
  files['modules/bench/module.json'] = { id: 'bench', labelKey: 'shell.module.admin', pages: [{ path: '/apps/bench/form', access: '', view: { kind: 'form', resource: 'bench_form', mode: 'create' } }] };
  files['modules/bench/resources/bench_form.json'] = { id: 'bench_form', api: { base: '/sso/bench/form' }, access: { read: '', write: '' }, fields, required: ['text_001', 'number_001'] };
  for (const locale of ['en-US', 'es-ES', 'fr-FR']) files[`locales/${locale}/bench.json`] = texts;
  const definitions = loadDefinitions(files);
  return { resource: definitions.resources.bench_form, texts };
}

/** The resource's precompiled validators, as scripts/generateValidators.ts writes them for every resource. */
function validatorsModule(resource: LoadedResource): string {
  const ajv = createValidationAjv();
  Object.assign(ajv.opts.code, { source: true, esm: true, lines: false });
  ajv.addSchema(recordValidationSchema(resource), 'validate');
  const refs: Record<string, string> = { validate: 'validate' };
  const names: string[] = [];
  const root = formSchema(resource, 'create') as RJSFSchema;
  for (const [hash, schema] of Object.entries(schemaParser(root))) {
    if (hash === hashForSchema(root)) continue;
    const { $id: _id, ...body } = schema as Record<string, unknown>;
    const name = `condition${names.length}`;
    ajv.addSchema(stripExtensions(body) as object, name);
    refs[name] = name;
    names.push(`${JSON.stringify(hash)}: ${name}`);
  }
  const modules = new Map<string, string>();
  const code = standaloneCode(ajv, refs).replace(/require\("([^"]+)"\)/g, (_, name: string) => {
    if (!modules.has(name)) modules.set(name, `runtime${modules.size}`);
    return `cjs(${modules.get(name) as string})`;
  });
  const imports = [...modules].map(([name, local]) => `import * as ${local} from ${JSON.stringify(/\.[cm]?js$/.test(name) ? name : `${name}.js`)};`);
  return [...imports, 'const cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);', code.replace(/^"use strict";/, ''), `export const conditions = { ${names.join(', ')} };`].join('\n');
}

/**
 * virtual:bench-form (the resource, its page, labels, the id of the field drawn last) and its
 * validators; the portal's useRecordValidator finds the latter under the resource's id, as it
 * finds a generated file of renderer/generated/validators/ (its glob gets one entry more).
 */
function benchFormPlugin(resource: LoadedResource, texts: Record<string, unknown>): Plugin {
  const data = {
    resource,
    page: { path: '/apps/bench/form', access: '', view: { kind: 'form', resource: resource.id, mode: 'create' }, titleKey: 'page.bench.form', module: 'bench' },
    texts,
    lastFieldId: `root_${formFields(resource).at(-1)}`,
  };
  const validators = validatorsModule(resource);
  const glob = "import.meta.glob<PrecompiledValidators>('../../generated/validators/*.js')";
  return {
    name: 'bench-form',
    enforce: 'pre',
    resolveId(id) {
      if (id === 'virtual:bench-form' || id === 'virtual:bench-form/validators') return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === '\0virtual:bench-form') return Object.entries(data).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`).join('\n');
      if (id === '\0virtual:bench-form/validators') return validators;
      return undefined;
    },
    transform(code, id) {
      if (!id.endsWith('renderer/generic/form/useRecordValidator.ts')) return undefined;
      if (!code.includes(glob)) throw new Error(`useRecordValidator.ts no longer holds ${glob}; update scripts/bench/formRenderPage.ts`);
      return code.replace(glob, `{ ...${glob}, '../../generated/validators/${resource.id}.js': () => import('virtual:bench-form/validators') }`);
    },
  };
}

export interface FormRenderPage {
  readonly url: string;
  readonly resource: LoadedResource;
  stop(): Promise<void>;
}

/** Builds the page (production mode) into a temp folder and serves it; stop() removes both. */
export async function startFormRenderPage(): Promise<FormRenderPage> {
  const workDir = mkdtempSync(join(tmpdir(), 'portal-form-page-'));
  const { resource, texts } = await benchResource();
  // Production React and JSX whoever calls (vitest sets NODE_ENV=test, which would bundle React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    configFile: false,
    root: join(repoRoot, 'scripts', 'bench', 'fixtures', 'formRender'),
    base: '/',
    mode: 'production',
    plugins: [benchFormPlugin(resource, texts), react(), definitionChunksPlugin(), themeChunksPlugin()],
    define: { __APP_VERSION__: JSON.stringify('bench') },
    logLevel: 'warn',
    build: { outDir: workDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: workDir, prefix: '/', index: ['index.html'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    resource,
    async stop() {
      await app.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
