/**
 * The style switcher's colour themes, computed once at build time (renderer/theme/themes.ts: the
 * brand ramp, darkened until AA holds) and emitted as one small chunk per theme:
 *   virtual:portal-themes/<id>      the Fluent theme object of theme <id> (a to h, dark)
 *   virtual:portal-themes/loaders   a loader per theme (dynamic imports)
 * Why: computing them in the browser brought Fluent's whole colour palette and the contrast
 * check into every first load (about 5 KiB gzipped of /login) to draw one theme.
 */
import type { Plugin } from 'vite';
import { themeFor, themeIds, type ThemeId } from '../../renderer/theme/themes.ts';

const PUBLIC_PREFIX = 'virtual:portal-themes/';
const RESOLVED_PREFIX = '\0portal-themes/';

function loadersModule(): string {
  const entries = themeIds.map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(PUBLIC_PREFIX + id)}).then((m) => m.default),`);
  return `export const themeLoaders = {\n${entries.join('\n')}\n};\n`;
}

export function themeChunksPlugin(): Plugin {
  return {
    name: 'portal-theme-chunks',
    resolveId(id) {
      // The last segment names the chunk: assets/theme-a-<hash>.js.
      return id.startsWith(PUBLIC_PREFIX) ? `${RESOLVED_PREFIX}theme-${id.slice(PUBLIC_PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length + 'theme-'.length);
      if (name === 'loaders') return loadersModule();
      if (!(themeIds as readonly string[]).includes(name)) this.error(`Unknown theme ${name}`);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(themeFor(name as ThemeId)))});\n`;
    },
  };
}
