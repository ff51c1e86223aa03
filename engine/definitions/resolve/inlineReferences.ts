/**
 * A field may reach a shared schema through "$ref": "#/definitions/<name>" (the resource's own
 * `definitions`, as JSON Schema found in the wild does). Resolve inlines each reference, so every
 * consumer (the form, ajv, the type generator, the validator generator) reads plain schemas. A
 * reference that reaches itself again has no finite inline form: it is refused here, with the
 * chain of names, because the validator generator and the form's recursion could not end.
 */
import { pointerOf } from './provenance.ts';
import type { ResolveRun } from './resolveContext.ts';

type Schema = Record<string, unknown>;
const localRef = /^#\/definitions\/([^/]+)$/;

function unescape(name: string): string {
  return name.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value with every local reference replaced by what it names; the written keywords beside a $ref win. */
export function inlineReferences(run: ResolveRun, value: unknown, definitions: Readonly<Schema>, from: string, chain: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item, index) => inlineReferences(run, item, definitions, `${from}/${index}`, chain));
  if (!value || typeof value !== 'object') return value;
  const schema = value as Schema;
  const out: Schema = {};
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const match = localRef.exec(ref);
    const name = match ? unescape(match[1]) : undefined;
    if (name === undefined || !Object.hasOwn(definitions, name)) {
      const known = Object.keys(definitions);
      run.problem(`${from}/$ref`, `refers to "${ref}", which this resource's definitions do not declare`, known.length ? `use "#/definitions/<name>" with one of: ${known.join(', ')}` : 'declare the schema under "definitions" or write it inline');
      return {};
    }
    if (chain.includes(name)) {
      run.problem(`${from}/$ref`, `is a recursive reference (${[...chain, name].join(' -> ')}): a record's fields must have a finite shape`, 'store the tree in a resource of its own with a parent field (x-options of the same resource), or bound the depth by writing the levels out');
      return {};
    }
    Object.assign(out, inlineReferences(run, definitions[name], definitions, pointerOf('definitions', name), [...chain, name]) as Schema);
  }
  for (const [key, inner] of Object.entries(schema)) {
    if (key === '$ref') continue;
    // enum, const, default and examples are data: a "$ref" key inside them is not a reference.
    out[key] = key === 'enum' || key === 'const' || key === 'default' || key === 'examples' ? inner : inlineReferences(run, inner, definitions, `${from}/${key}`, chain);
  }
  return out;
}
