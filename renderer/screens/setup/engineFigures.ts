/** The engine's figures, from the definitions the browser holds: per module, its pages, how many render a screen, and its resources. */
import type { LoadedDefinitions } from '../../../engine/definitions/model.ts';

export interface ModuleFigures {
  readonly id: string;
  readonly labelKey: string;
  readonly pages: number;
  readonly rendered: number;
  readonly resources: number;
}

export function engineFigures(definitions: LoadedDefinitions): ModuleFigures[] {
  return definitions.modules.map((module) => {
    const pages = definitions.pages.filter((page) => page.module === module.id);
    const resources = (module as unknown as { resources?: readonly string[] }).resources ?? [];
    return { id: module.id, labelKey: module.labelKey, pages: pages.length, rendered: pages.filter((page) => page.view !== undefined).length, resources: resources.length };
  });
}
