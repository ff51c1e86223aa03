/** The repository's own definitions, linted but not frozen-or-thrown: tests read them as they are now. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lintDefinitions } from '../../engine/definitions/load.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { definitionsDir, readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';

export const hasRepositoryDefinitions = ['app.json', 'menu.json'].every((file) => existsSync(join(definitionsDir, file)));

export async function repositoryDefinitions(): Promise<LoadedDefinitions> {
  return lintDefinitions(await readDefinitionFiles()).definitions;
}
