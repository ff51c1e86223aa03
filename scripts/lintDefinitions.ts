/** npm run definitions:lint — every definition against the meta-schema, then cross-checked. */
import { lintDefinitions } from '../engine/definitions/load.ts';
import { formatLintError } from '../engine/definitions/lintError.ts';
import { readDefinitionFiles } from '../server/definitions/definitionFiles.ts';

const root = process.argv[2];
const files = await readDefinitionFiles(root);
const { errors, stats } = lintDefinitions(files);
for (const error of errors) console.error(formatLintError(error));
console.log(
  `${Object.keys(files).length} files, ${stats.modules} modules, ${stats.resources} resources, ${stats.permissions} permissions, ${stats.redirects} redirects`,
);
console.log(`routes: ${stats.routesDeclared} declared, ${stats.routesRendered} rendered, ${stats.routesDeclared - stats.routesRendered} declared, not yet rendered`);
if (errors.length) {
  console.error(`definitions:lint failed with ${errors.length} error${errors.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log('definitions:lint passed');
