/**
 * npm run definitions:migrate [definitions-folder] [--snapshots <folder>]
 *
 * Rewrites every resource still written in the first definition language into the compact
 * language, proving on the way that nothing changes: the explicit rewrite (explicitFromV1) and
 * the compact result (minimise) must resolve to the same resource, or the file is left as it
 * is and the command fails. With --snapshots, the resolved form of each migrated resource is
 * written there, the baseline the resolve snapshot test compares with.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CompactResource, OptionSets } from '../engine/definitions/model.ts';
import { canonicalResolved } from '../engine/definitions/resolve/canonical.ts';
import { resolveContextFromFiles } from '../engine/definitions/resolve/contextFromFiles.ts';
import { resolveResource } from '../engine/definitions/resolve/resolveResource.ts';
import { classifyDefinitionFile } from '../engine/definitions/files.ts';
import { definitionsDir, readDefinitionFiles } from '../server/definitions/definitionFiles.ts';
import { explicitFromV1, isFirstLanguage } from './migrate/explicitFromV1.ts';
import { minimise } from './migrate/minimise.ts';
import { formatDefinition } from './format/formatDefinition.ts';
import { compactMenu, compactPages } from './migrate/compactPages.ts';
import { lintDefinitions } from '../engine/definitions/load.ts';
import type { MenuDefinition, ModuleDefinition, PageDefinition } from '../engine/definitions/model.ts';

/** Pages as crud entries and conventional titles, menu items without what their page gives; proven unchanged. */
async function migratePagesAndMenu(root: string): Promise<void> {
  const files = await readDefinitionFiles(root);
  const before = lintDefinitions(files).definitions;
  const next = { ...files };
  for (const module of before.modules) {
    const path = `modules/${module.id}/module.json`;
    const written = files[path] as ModuleDefinition;
    next[path] = { ...written, pages: compactPages(module.id, written.pages as PageDefinition[], before.resources as never) };
  }
  const accessByPath = new Map(before.pages.map((page) => [page.path, page.access]));
  next['menu.json'] = compactMenu(files['menu.json'] as MenuDefinition, (path) => accessByPath.get(path));
  const after = lintDefinitions(next);
  const view = (d: typeof before) => canonicalResolved({ pages: d.pages, menu: d.menu });
  if (after.errors.length || view(after.definitions) !== view(before)) {
    const [a, b] = [view(before).split('\n'), view(after.definitions).split('\n')];
    const line = a.findIndex((text, i) => text !== b[i]);
    console.error(`pages and menu: the compact form does not load to the same pages and menu (first difference near: ${a[line]} / ${b[line]}); nothing written`);
    for (const error of after.errors) console.error(`  ${error.file}#${error.pointer}: ${error.message}`);
    process.exit(1);
  }
  for (const path of [...before.modules.map((m) => `modules/${m.id}/module.json`), 'menu.json']) {
    await writeFile(join(root, path), formatDefinition(next[path], 'other'));
  }
  console.log('pages and menu migrated');
}

const args = process.argv.slice(2);
const pagesToo = args.includes('--pages');
if (pagesToo) args.splice(args.indexOf('--pages'), 1);
const snapshotAt = args.indexOf('--snapshots');
const snapshots = snapshotAt >= 0 ? args.splice(snapshotAt, 2)[1] : undefined;
const root = args[0] ?? definitionsDir;

const files = await readDefinitionFiles(root);
const sets = ((files['optionSets.json'] as OptionSets | undefined)?.sets ?? {}) as OptionSets['sets'];
let migrated = 0;
let failed = 0;
for (const [path, json] of Object.entries(files)) {
  const kind = classifyDefinitionFile(path);
  if (kind.kind !== 'resource' || !isFirstLanguage(json as Record<string, unknown>)) continue;
  const context = resolveContextFromFiles(files, kind.module);
  const resolve = (candidate: Record<string, unknown>) => {
    const result = resolveResource(candidate as unknown as CompactResource, context);
    if (result.problems.length) throw new Error(result.problems.map((p) => `${p.pointer}: ${p.message}`).join('; '));
    return result.resource;
  };
  try {
    const explicit = explicitFromV1(json as Record<string, unknown>, sets);
    const baseline = resolve(explicit);
    const compact = minimise(explicit, resolve);
    await writeFile(join(root, path), formatDefinition(compact));
    if (snapshots) {
      await mkdir(snapshots, { recursive: true });
      await writeFile(join(snapshots, `${kind.name}.json`), canonicalResolved(baseline) + '\n');
    }
    migrated++;
    console.log(`migrated ${path}`);
  } catch (error) {
    failed++;
    console.error(`${path}: not migrated: ${(error as Error).message}`);
    if (process.env.DEBUG) console.error(error);
  }
}
console.log(`${migrated} resource${migrated === 1 ? '' : 's'} migrated${failed ? `, ${failed} failed` : ''}`);
if (pagesToo) await migratePagesAndMenu(root);
if (failed) process.exit(1);
