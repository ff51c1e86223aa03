/**
 * npm run definitions:explain <resource> [-- --json] — the resolved definition of one resource,
 * each value marked with where it came from (engine/definitions/resolve/explain.ts).
 */
import { lintDefinitions } from '../engine/definitions/load.ts';
import { formatExplanation, provenanceJson } from '../engine/definitions/resolve/explain.ts';
import { readDefinitionFiles } from '../server/definitions/definitionFiles.ts';

const args = process.argv.slice(2);
// `npm run definitions:explain x --json` hands --json to npm, which passes it on as npm_config_json.
const asJson = args.includes('--json') || process.env.npm_config_json === 'true';
const id = args.find((arg) => !arg.startsWith('--'));

const files = await readDefinitionFiles();
const { definitions, sources, errors } = lintDefinitions(files);
const found = id === undefined ? undefined : definitions.resources[id];
if (!found) {
  console.error(id === undefined ? 'usage: npm run definitions:explain <resource> [-- --json]' : `unknown resource "${id}"`);
  console.error('known resources:');
  for (const module of definitions.modules) if (module.resources.length) console.error(`  ${module.id}: ${module.resources.join(', ')}`);
  process.exit(1);
}

const { module, ...resource } = found;
const file = sources.resourceFile[found.id];
const provenance = sources.provenance[found.id];
if (asJson) {
  console.log(JSON.stringify({ resource, provenance: provenanceJson(provenance) }, null, 2));
} else {
  console.log(`// ${found.id}: module ${module}, written in definitions/${file}; pointers are into that file`);
  console.log(formatExplanation(resource, provenance, files[file]));
}
if (errors.length) console.error(`definitions:lint finds ${errors.length} error${errors.length === 1 ? '' : 's'}; run npm run definitions:lint`);
