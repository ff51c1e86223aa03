/**
 * The pieces the browser loads (engine/definitions/splitByModule.ts, written by the build as JSON
 * chunks) join back into exactly the definitions the server loads: every resolved resource, page,
 * menu and text the same, so the browser cannot drift from the resolved snapshots. A module's
 * piece also brings the modules its resources point into.
 */
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import { joinDefinitions, localeAreasOf, SIGN_IN_LOCALE_AREAS, splitDefinitions, splitLocale } from '../../engine/definitions/splitByModule.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';

const definitions = loadDefinitions(await readDefinitionFiles());
// The build writes each piece as JSON; read them back the same way.
const split = JSON.parse(JSON.stringify(splitDefinitions(definitions))) as ReturnType<typeof splitDefinitions>;

describe('definitions split by module', () => {
  it('joins back into the loaded definitions, less the pages\' notes', () => {
    const { moduleNeeds: _needs, ...joined } = joinDefinitions(split.shell, split.frame, Object.values(split.modules), split.locales);
    const withoutNotes = { ...definitions, pages: definitions.pages.map(({ note: _note, ...page }) => page) };
    expect(joined).toEqual(JSON.parse(JSON.stringify({ ...withoutNotes, modules: withoutNotes.modules.map((module) => ({ ...module, pages: module.pages.map(({ note: _note, ...page }) => page) })) })));
    expect(definitions.pages.some((page) => page.note)).toBe(true);
    expect(JSON.stringify(split.shell)).not.toContain('"note"');
  });

  it('keeps resources, texts, the menu and the permission catalogue out of the shell piece', () => {
    expect(split.shell).not.toHaveProperty('resources');
    expect(split.shell).not.toHaveProperty('locales');
    expect(split.shell).not.toHaveProperty('menu');
    expect(split.shell).not.toHaveProperty('permissions');
    expect(split.frame.menu).toEqual(JSON.parse(JSON.stringify(definitions.menu)));
    expect(JSON.stringify(split.shell)).not.toContain('"x-options"');
  });

  it('cuts each language into the sign-in areas, the frame\'s and one piece per module area, which join back whole', () => {
    const moduleIds = definitions.modules.map((module) => module.id);
    for (const [file, tree] of Object.entries(definitions.locales)) {
      const { signIn, frame, areas } = splitLocale(tree, moduleIds);
      expect(Object.keys(signIn).sort(), file).toEqual([...SIGN_IN_LOCALE_AREAS].sort());
      expect(Object.assign({}, signIn, frame, ...Object.values(areas)), file).toEqual(tree);
      // A module's own texts are not in the frame's piece; the menu and the page titles are.
      expect(areas.admin?.admin, file).toEqual(tree.admin);
      expect(frame, file).not.toHaveProperty('admin');
      expect(frame, file).toHaveProperty('menu');
      expect(frame, file).toHaveProperty('page');
      for (const [area, piece] of Object.entries(areas)) expect(Object.keys(piece), file).toEqual([area]);
    }
    // A page of a module reads its own texts and those of the modules its resources point into.
    const pointing = Object.entries(split.shell.moduleNeeds).find(([module, needs]) => needs.some((other) => other !== module));
    expect(pointing).toBeDefined();
    expect(localeAreasOf(pointing![0], split.shell.moduleNeeds)).toEqual(expect.arrayContaining([pointing![0], ...pointing![1]]));
    expect(localeAreasOf('profile', {})).toEqual(['profile']);
  });

  it('puts each resource in its own module piece only', () => {
    for (const [id, resource] of Object.entries(definitions.resources)) {
      const holders = Object.entries(split.modules).filter(([, piece]) => id in piece.resources).map(([module]) => module);
      expect(holders).toEqual([resource.module]);
    }
  });

  it('has a module load every module its resources point into', () => {
    for (const resource of Object.values(definitions.resources)) {
      const needs = split.shell.moduleNeeds[resource.module];
      expect(needs[0]).toBe(resource.module);
      for (const [, field] of Object.entries(resource.fields.properties)) {
        const options = field['x-options'];
        if (options && 'resource' in options) expect(needs).toContain(definitions.resources[options.resource].module);
      }
      for (const section of resource.detail?.sections ?? []) {
        if (section.resource) expect(needs).toContain(definitions.resources[section.resource].module);
      }
    }
  });
});
